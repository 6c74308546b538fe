import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { needsPagination, pageCount } from '../lib/pagination';

export interface PaginationProps {
  total: number;
  pageSize: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

const Nav = styled('nav')(({ theme }) => ({ display: 'flex', justifyContent: 'center', padding: theme.spacing(2, 0) }));

const Row = styled('ul')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// MUI's rounded, primary PaginationItem, drawn on the ButtonBase every page already has.
const PageButton = styled(ButtonBase)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...theme.typography.body2,
    boxSizing: 'border-box',
    minWidth: 32,
    height: 32,
    padding: '0 6px',
    margin: '0 3px',
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    color: palette.text.primary,
    '&:hover': { backgroundColor: palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&.Mui-focusVisible': { backgroundColor: palette.action.focus },
    '&.Mui-disabled': { opacity: palette.action.disabledOpacity },
    '&[aria-current="page"]': {
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      '&:hover': {
        backgroundColor: palette.primary.dark,
        '@media (hover: none)': { backgroundColor: palette.primary.main },
      },
      '&.Mui-focusVisible': { backgroundColor: palette.primary.dark },
    },
  };
});

const Ellipsis = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  minWidth: 32,
  margin: '0 3px',
  textAlign: 'center',
  color: (theme.vars ?? theme).palette.text.primary,
}));

/**
 * Page buttons for a list; renders nothing unless the total exceeds the page size (SPEC section 9). MUI's
 * `usePagination` decides which pages show; the buttons are drawn here rather than by MUI's Pagination, whose item
 * styles cost about 2.5 KiB on every list page. When Previous or Next turns disabled under focus, focus moves to the
 * current page, as MUI's does.
 */
export function Pagination({ total, pageSize, page, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const count = pageCount(total, pageSize);
  const { items } = usePagination({ count, page, onChange: (_event, next) => onPageChange(next) });
  const listRef = useRef<HTMLUListElement>(null);
  const focusCurrentAfterChange = useRef(false);

  useEffect(() => {
    if (!focusCurrentAfterChange.current) return;
    focusCurrentAfterChange.current = false;
    const active = document.activeElement;
    if (active === document.body || (active instanceof HTMLButtonElement && active.disabled)) {
      listRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page]);

  if (!needsPagination(total, pageSize)) return null;

  const label = (item: UsePaginationItem) => {
    if (item.type === 'page')
      return item.selected ? t('mui.page', { page: item.page }) : t('mui.goToPage', { page: item.page });
    return item.type === 'next' ? t('mui.nextPage') : t('mui.previousPage');
  };

  return (
    <Nav aria-label={t('shared.pagination.label')}>
      <Row ref={listRef}>
        {items.map((item, index) => (
          <li key={index}>
            {item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
              <Ellipsis>…</Ellipsis>
            ) : (
              <PageButton
                disabled={item.disabled}
                aria-current={item.type === 'page' && item.selected ? 'page' : undefined}
                aria-label={label(item)}
                onClick={(event) => {
                  focusCurrentAfterChange.current = item.type !== 'page';
                  item.onClick(event);
                }}
              >
                {item.type === 'page' && item.page}
                {item.type === 'previous' && <NavigateBeforeIcon fontSize="small" />}
                {item.type === 'next' && <NavigateNextIcon fontSize="small" />}
              </PageButton>
            )}
          </li>
        ))}
      </Row>
    </Nav>
  );
}
