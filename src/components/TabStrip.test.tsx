import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { TabStrip } from './TabStrip';

const VALUES = ['one', 'two', 'three'] as const;
type Value = (typeof VALUES)[number];

function Tabs({ orientation, onChange }: { orientation?: 'horizontal' | 'vertical'; onChange?: (v: Value) => void }) {
  const [value, setValue] = useState<Value>('two');
  return (
    <TabStrip
      items={VALUES.map((v) => ({ value: v, label: `Tab ${v}`, id: `tab-${v}`, controls: 'panel' }))}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      orientation={orientation}
      aria-label="Sections"
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabStrip', () => {
  it('is a labelled tab list whose selected tab alone is in the Tab order', () => {
    renderWithProviders(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(tab('Tab two')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Tab two')).toHaveAttribute('tabindex', '0');
    expect(tab('Tab one')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Tab one')).toHaveAttribute('tabindex', '-1');
    expect(tab('Tab three')).toHaveAttribute('aria-controls', 'panel');
    expect(tab('Tab three')).toHaveAttribute('id', 'tab-three');
  });

  it('selects a tab on click, and does not report the selected one again', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Tabs onChange={onChange} />);
    await userEvent.click(tab('Tab two'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(tab('Tab three'));
    expect(onChange).toHaveBeenCalledWith('three');
    expect(tab('Tab three')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Tab two')).toHaveAttribute('tabindex', '-1');
  });

  it('moves the focus with the arrow keys (wrapping), Home and End; Enter selects', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Tabs onChange={onChange} />);
    await userEvent.tab();
    expect(tab('Tab two')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Tab three')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Tab one')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Tab three')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Tab one')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith('three');
    expect(tab('Tab three')).toHaveAttribute('aria-selected', 'true');
  });

  it('scrolls a strip that overflows so the selected tab is in view, when shown and when chosen', async () => {
    // jsdom lays nothing out: a 260 px strip of three 120 px tabs, scrolled to 0 until set, and an
    // IntersectionObserver that reports the share of a tab inside the strip's scrolled view, as a browser does.
    let scrollLeft = 0;
    const scrolled: number[] = [];
    const tabIndex = (element: Element) => VALUES.indexOf(element.id.replace('tab-', '') as Value);
    const isList = (element: Element) => element.getAttribute('role') === 'tablist';
    jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return isList(this) ? 0 : tabIndex(this) * 120;
    });
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isList(this) ? 260 : 120;
    });
    jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(260);
    jest.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation((left: number) => {
      scrollLeft = left;
      scrolled.push(left);
    });
    const shown = (tab: Element) => {
      const start = tabIndex(tab) * 120;
      return Math.max(0, Math.min(start + 120, scrollLeft + 260) - Math.max(start, scrollLeft)) / 120;
    };
    const Observer = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.report([{ target, intersectionRatio: shown(target) } as IntersectionObserverEntry], this as never),
        );
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderWithProviders(<Tabs />);
      // Tab two (120-240 px) is in view: nothing scrolls.
      await userEvent.click(tab('Tab three'));
      // Tab three (240-360 px) ends past the 260 px shown: centred, the first scroll.
      await waitFor(() => expect(scrolled).toEqual([170]));
      // Back to tab two, which starts left of the 170 px scrolled: centred again.
      await userEvent.click(tab('Tab two'));
      await waitFor(() => expect(scrolled).toEqual([170, 50]));
    } finally {
      window.IntersectionObserver = Observer;
      jest.restoreAllMocks();
    }
  });

  it('uses the up and down arrows when vertical', async () => {
    renderWithProviders(<Tabs orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Tab three')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Tab three')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(tab('Tab one')).toHaveFocus();
  });
});
