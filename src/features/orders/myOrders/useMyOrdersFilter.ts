import { useMemo } from 'react';
import { readPageParam, useAddressParams } from '../../../lib/useAddressParams';
import type { MyOrdersFilters, OrderDeliveryFilter, OrderView } from '../myOrdersApi';

export type OrdersSubTab = 'eventOrder' | 'productOrder';

export const ORDER_VIEWS: readonly OrderView[] = ['placed', 'attempts'];
export const DELIVERY_FILTERS: readonly OrderDeliveryFilter[] = [
  'ordered',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
];
const SUB_TAB_PARAM: Record<OrdersSubTab, string> = { eventOrder: 'event', productOrder: 'product' };
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export interface MyOrdersFilter extends MyOrdersFilters {
  subTab: OrdersSubTab;
  /** 1-based. */
  page: number;
  setSubTab: (subTab: OrdersSubTab) => void;
  setPage: (page: number) => void;
  /** A filter change starts again at page 1; `replace` for typing (one history entry per settled search). */
  setFilters: (changes: Partial<MyOrdersFilters>, replace?: boolean) => void;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * My orders' sub-tab, view (placed orders or never-paid attempts), search, delivery status, date range and page
 * live in the address (`?orders=product&view=attempts&q=&status=&from=&to=&page=`), so a reload or Back shows the
 * same list. Values the address cannot mean are read as their default.
 */
export function useMyOrdersFilter(): MyOrdersFilter {
  const [params, update] = useAddressParams();
  const subTab: OrdersSubTab = params.get('orders') === SUB_TAB_PARAM.productOrder ? 'productOrder' : 'eventOrder';
  const view = oneOf(ORDER_VIEWS, params.get('view')) ?? 'placed';
  const status =
    subTab === 'productOrder' && view === 'placed' ? oneOf(DELIVERY_FILTERS, params.get('status')) : undefined;
  const q = params.get('q')?.trim() || undefined;
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const from = fromParam && DATE.test(fromParam) ? fromParam : undefined;
  const to = toParam && DATE.test(toParam) ? toParam : undefined;
  const page = readPageParam(params.get('page'));

  return useMemo(
    () => ({
      subTab,
      view,
      status,
      q,
      from,
      to,
      page,
      setSubTab: (next) =>
        update({ orders: next === 'productOrder' ? SUB_TAB_PARAM.productOrder : undefined, page: undefined }, false),
      setPage: (next) => update({ page: next > 1 ? String(next) : undefined }, false),
      setFilters: (changes, replace = false) =>
        update(
          {
            ...Object.fromEntries(
              Object.entries(changes).map(([key, value]) => [
                key,
                key === 'view' && value === 'placed' ? undefined : value,
              ]),
            ),
            page: undefined,
          },
          replace,
        ),
    }),
    [subTab, view, status, q, from, to, page, update],
  );
}
