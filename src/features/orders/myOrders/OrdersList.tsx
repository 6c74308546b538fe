import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ObjectId } from '../../../api/wire';
import { EmptyState } from '../../../components/EmptyState';
import { ListLoadFailed } from '../../../components/ListLoadFailed';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { Pagination } from '../../../components/Pagination';
import { useListErrorToast } from '../../../components/useListErrorToast';
import { PAGE_SIZE } from '../../../lib/constants';
import { useFirstAnswerDeferred } from '../../../lib/useFirstAnswerDeferred';
import { useLoadedPage } from '../../../lib/useLoadedPage';
import Typography from '@mui/material/Typography';
import { ordersSelectors, useGetMyOrdersQuery, type MyOrdersFilters, type OrderProductType } from '../myOrdersApi';
import { OrderCard } from './OrderCard';

export interface OrdersListProps {
  productType: OrderProductType;
  filters: MyOrdersFilters;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (id: ObjectId) => void;
}

/**
 * One sub-tab's orders, newest first, pages of 2 (SPEC section 9). A failed page keeps the orders shown, with their
 * page selected, and toasts 'Error in Fetching Data' (SPEC section 8); a first page that fails offers a retry.
 * Memoised: opening or closing an order's dialog does not render the list again.
 */
export const OrdersList = memo(function OrdersList({
  productType,
  filters,
  page,
  onPageChange,
  onOpen,
}: OrdersListProps) {
  const { t } = useTranslation('orders');
  // `data` stays the last page that loaded while another one loads or fails.
  const { view, q, status, from, to } = filters;
  // A date range typed backwards is shown on its field; the list keeps the range it had until it is fixed.
  const backwards = Boolean(from && to && from > to);
  const result = useFirstAnswerDeferred(
    useGetMyOrdersQuery({
      productType,
      page,
      view,
      q,
      status,
      from: backwards ? undefined : from,
      to: backwards ? undefined : to,
    }),
  );
  const { data, error, isLoading, isFetching } = result;
  const items = data ? ordersSelectors.selectAll(data.orders) : [];
  useListErrorToast(error);
  const filterKey = [view, q, status, from, to].join('|');
  const shownPage = useLoadedPage(page, result, onPageChange, filterKey);
  const narrowed = Boolean(q || status || from || to);

  const isEvent = productType === 'Event';
  const label = t(isEvent ? 'myOrders.list.eventOrder' : 'myOrders.list.productOrder');

  if (isLoading) return <LoadingSkeleton lines={4} />;
  if (!data && error) return <ListLoadFailed onRetry={() => void result.refetch()} />;
  if (items.length === 0 && (narrowed || view === 'attempts')) {
    return (
      <EmptyState
        icon={<Inventory2OutlinedIcon fontSize="inherit" />}
        title={t(narrowed ? 'myOrders.filters.noMatch' : 'myOrders.filters.noAttempts')}
        description={narrowed ? t('myOrders.filters.noMatchHint') : undefined}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Inventory2OutlinedIcon fontSize="inherit" />}
        title={t(isEvent ? 'myOrders.list.emptyEventOrder' : 'myOrders.list.emptyProductOrder')}
        action={
          <Button component={RouterLink} to={isEvent ? '/events' : '/products'} variant="outlined">
            {t(isEvent ? 'myOrders.list.browseEvents' : 'myOrders.list.browseProducts')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('myOrders.filters.found', { count: data?.total ?? 0 })}
      </Typography>
      <Box
        component="ul"
        aria-label={label}
        aria-busy={isFetching}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          opacity: isFetching ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {items.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} onOpen={onOpen} />
          </li>
        ))}
      </Box>
      <Pagination total={data?.total ?? 0} pageSize={PAGE_SIZE.myOrders} page={shownPage} onPageChange={onPageChange} />
    </>
  );
});
