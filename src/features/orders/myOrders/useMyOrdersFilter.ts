import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
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

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * My orders' sub-tab, view (placed orders or never-paid attempts), search, delivery status, date range and page
 * live in the address (`?orders=product&view=attempts&q=&status=&from=&to=&page=`), so a reload or Back shows the
 * same list. Values the address cannot mean are read as their default.
 */
export function useMyOrdersFilter(): MyOrdersFilter {
  const [params, setParams] = useSearchParams();
  const subTab: OrdersSubTab = params.get('orders') === SUB_TAB_PARAM.productOrder ? 'productOrder' : 'eventOrder';
  const view = oneOf(ORDER_VIEWS, params.get('view')) ?? 'placed';
  const status =
    subTab === 'productOrder' && view === 'placed' ? oneOf(DELIVERY_FILTERS, params.get('status')) : undefined;
  const q = params.get('q')?.trim() || undefined;
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const from = fromParam && DATE.test(fromParam) ? fromParam : undefined;
  const to = toParam && DATE.test(toParam) ? toParam : undefined;
  const page = readPage(params.get('page'));

  // The address as last written, so two changes in one turn build on each other.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: Record<string, string | undefined>, replace: boolean) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

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
