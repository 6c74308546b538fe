import ButtonBase from '@mui/material/ButtonBase';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface TabStripItem<V extends string> {
  value: V;
  label: string;
  /** The tab's element id (a tab panel's `aria-labelledby`). */
  id: string;
  /** The id of the panel the tab shows. */
  controls: string;
}

export interface TabStripProps<V extends string> {
  items: readonly TabStripItem<V>[];
  value: V;
  onChange: (value: V) => void;
  'aria-label': string;
  orientation?: 'horizontal' | 'vertical';
  /** Horizontal tabs share the width equally instead of scrolling sideways. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

const List = styled('div')({
  display: 'flex',
  '&[aria-orientation="vertical"]': { flexDirection: 'column' },
  '&[aria-orientation="horizontal"]': { overflowX: 'auto', scrollbarWidth: 'thin' },
});

// MUI's Tab look (text primary when selected, a 2 px line beside it), drawn on the ButtonBase every page already has:
// no indicator to measure and move, no scroll buttons, 8 KiB gzip less than MUI's Tabs on each page that has tabs.
const TabButton = styled(ButtonBase)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...theme.typography.button,
    flexShrink: 0,
    minHeight: 48,
    minWidth: 90,
    maxWidth: 360,
    padding: '12px 16px',
    color: palette.text.secondary,
    lineHeight: 1.25,
    '[aria-orientation="horizontal"] > &': { borderBottom: '2px solid transparent', textAlign: 'center' },
    '[aria-orientation="vertical"] > &': {
      borderRight: '2px solid transparent',
      justifyContent: 'flex-start',
      textAlign: 'left',
    },
    '[data-full-width] > &': { flex: '1 1 0', maxWidth: 'none' },
    '&[aria-selected="true"]': { color: palette.primary.main, borderColor: palette.primary.main },
    '&.Mui-focusVisible': { backgroundColor: palette.action.focus },
    '&:hover': { color: palette.text.primary },
    '&[aria-selected="true"]:hover': { color: palette.primary.main },
  };
});

const NEXT_KEY = { horizontal: 'ArrowRight', vertical: 'ArrowDown' } as const;
const PREVIOUS_KEY = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' } as const;

/**
 * A WAI-ARIA tab list: one tab in the Tab order (the selected one), arrow keys, Home and End move the focus, Enter or
 * Space selects (as MUI's Tabs). Horizontal tabs that do not fit scroll sideways, the selected one kept in view.
 */
export function TabStrip<V extends string>({
  items,
  value,
  onChange,
  orientation = 'horizontal',
  fullWidth = false,
  sx,
  'aria-label': ariaLabel,
}: TabStripProps<V>) {
  const listRef = useRef<HTMLDivElement>(null);

  // The selected tab is measured when the browser reports it clipped (an IntersectionObserver, after its own layout),
  // never by reading widths from an effect: that forced the page's layout inside the task that mounted a profile tab.
  useEffect(() => {
    const list = listRef.current;
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !selected || orientation !== 'horizontal') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (entry.intersectionRatio < 1) {
          list.scrollLeft = selected.offsetLeft - list.offsetLeft - (list.clientWidth - selected.offsetWidth) / 2;
        }
      },
      { root: list, threshold: 1 },
    );
    observer.observe(selected);
    return () => observer.disconnect();
  }, [value, orientation]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const target = {
      [NEXT_KEY[orientation]]: (current + 1) % tabs.length,
      [PREVIOUS_KEY[orientation]]: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabs[target].focus();
  };

  return (
    <List
      ref={listRef}
      role="tablist"
      aria-orientation={orientation}
      aria-label={ariaLabel}
      data-full-width={fullWidth && orientation === 'horizontal' ? '' : undefined}
      onKeyDown={onKeyDown}
      sx={sx}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <TabButton
            key={item.value}
            role="tab"
            id={item.id}
            aria-controls={item.controls}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(item.value);
            }}
          >
            {item.label}
          </TabButton>
        );
      })}
    </List>
  );
}
