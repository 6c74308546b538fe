import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { Pagination } from '../../components/Pagination';
import { useListErrorToast } from '../../components/useListErrorToast';
import { ListLoadFailed } from '../../components/ListLoadFailed';
import { useLoadedPage } from '../../lib/useLoadedPage';

export interface PagedListProps<Item> {
  /** The list query's result for `page` (RTK Query's: `data` stays the last page that loaded). */
  result: {
    data?: unknown;
    currentData?: unknown;
    error?: unknown;
    isLoading: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  items: Item[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  label: string;
  /** What shows when the list is empty ('No team for you', 'No conversation'). */
  empty: ReactNode;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
}

/**
 * A messaging list in pages (teams, inbox): a skeleton first, the empty state, or the items with pagination. A page
 * that fails to load toasts 'Error in Fetching Data' and the list stays as it was, back on the page that last loaded
 * (SPEC section 8); a first page that fails offers a retry.
 */
export function PagedList<Item>(props: PagedListProps<Item>) {
  const { result, items, total, page, pageSize, onPageChange, label, empty, itemKey, renderItem } = props;
  useListErrorToast(result.error);
  const shownPage = useLoadedPage(page, result, onPageChange);

  if (result.isLoading) return <LoadingSkeleton lines={4} />;
  if (!result.data && result.error) return <ListLoadFailed onRetry={() => void result.refetch()} />;
  if (items.length === 0) return empty;
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        aria-busy={result.isFetching}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          opacity: result.isFetching ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </Box>
      <Pagination total={total} pageSize={pageSize} page={shownPage} onPageChange={onPageChange} />
    </>
  );
}
