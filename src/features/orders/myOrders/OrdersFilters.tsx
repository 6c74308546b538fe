import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextField } from '../../../components/DateTextField';
import { SettledSearchField } from '../../../components/SettledSearchField';
import type { MyOrdersFilters, OrderDeliveryFilter, OrderView } from '../myOrdersApi';
import { DELIVERY_FILTERS, ORDER_VIEWS, type MyOrdersFilter } from './useMyOrdersFilter';
import { NativeSelectField } from '../../../components/NativeSelectField';

export interface OrdersFiltersProps {
  filter: MyOrdersFilter;
}

/**
 * My orders' search (product or event name, order number), placed orders or never-paid attempts, delivery status
 * (placed product orders) and a date range; each change starts the list again at page 1 and lands in the address.
 * Memoised: opening or closing an order's dialog does not render the filters again.
 */
export const OrdersFilters = memo(function OrdersFilters({ filter }: OrdersFiltersProps) {
  const { t } = useTranslation('orders');

  const isProduct = filter.subTab === 'productOrder';
  const set = (changes: Partial<MyOrdersFilters>) => filter.setFilters(changes);
  const hasFilters = Boolean(filter.q || filter.status || filter.from || filter.to);

  return (
    <Box
      role="search"
      aria-label={t('myOrders.filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <SettledSearchField
        label={t(isProduct ? 'myOrders.filters.searchProducts' : 'myOrders.filters.searchEvents')}
        // What is typed stays in the field until it settles: a key renders the field, not the filters.
        value={filter.q ?? ''}
        onSearch={(text) => {
          if (text.trim() !== (filter.q ?? '')) filter.setFilters({ q: text.trim() || undefined }, true);
        }}
        size="small"
        // A row of its own: its text is a placeholder, which a third of the row cuts short.
        sx={{ gridColumn: '1 / -1' }}
      />
      <NativeSelectField
        size="small"
        label={t('myOrders.filters.view')}
        value={filter.view}
        onChange={(event) => set({ view: event.target.value as OrderView, status: undefined })}
      >
        {ORDER_VIEWS.map((view) => (
          <option key={view} value={view}>
            {t(`myOrders.filters.views.${view}`)}
          </option>
        ))}
      </NativeSelectField>
      {isProduct && filter.view === 'placed' && (
        <NativeSelectField
          size="small"
          label={t('myOrders.filters.status')}
          value={filter.status ?? ''}
          onChange={(event) => set({ status: (event.target.value || undefined) as OrderDeliveryFilter | undefined })}
        >
          <option value="">{t('myOrders.filters.anyStatus')}</option>
          {DELIVERY_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`myOrders.filters.statuses.${status}`)}
            </option>
          ))}
        </NativeSelectField>
      )}
      <DateTextField
        size="small"
        label={t('myOrders.filters.from')}
        value={filter.from ?? null}
        onChange={(from) => set({ from: from ?? undefined })}
      />
      <DateTextField
        size="small"
        label={t('myOrders.filters.to')}
        value={filter.to ?? null}
        onChange={(to) => set({ to: to ?? undefined })}
        error={Boolean(filter.from && filter.to && filter.from > filter.to)}
        helperText={
          filter.from && filter.to && filter.from > filter.to ? t('myOrders.filters.rangeBackwards') : undefined
        }
      />
      {hasFilters && (
        <Button
          variant="text"
          onClick={() => {
            set({ q: undefined, status: undefined, from: undefined, to: undefined });
          }}
          sx={{ justifySelf: 'start', alignSelf: 'center' }}
        >
          {t('myOrders.filters.clear')}
        </Button>
      )}
    </Box>
  );
});
