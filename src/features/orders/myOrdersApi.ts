import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import type { ApiEnvelope, ApiListEnvelope, ObjectId, Order, ReorderResult } from '../../api/wire';
import { PAGE_SIZE } from '../../lib/constants';
import { pageToOffset } from '../../lib/pagination';

// Wire types come from the generated contract (src/api/wire.ts); the my orders screens import them from here.
export type { Order, OrderLine, ReorderResult } from '../../api/wire';

export type OrderProductType = Order['productType'];

export type OrderView = 'placed' | 'attempts';
export type OrderDeliveryFilter = 'ordered' | 'shipped' | 'delivered' | 'returned' | 'cancelled';

/** What narrows a My orders list (GET /user/myorders); absent parts do not narrow. */
export interface MyOrdersFilters {
  /** Placed (paid) orders, or the attempts never paid. */
  view: OrderView;
  /** A product or event name, or the order number. */
  q?: string;
  /** Placed product orders only. */
  status?: OrderDeliveryFilter;
  /** YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
}

export interface MyOrdersArgs extends Partial<MyOrdersFilters> {
  productType: OrderProductType;
  /** 1-based. */
  page: number;
}

/** The query string of a My orders page: only the filters that narrow. */
function myOrdersParams({ productType, page, view, q, status, from, to }: MyOrdersArgs) {
  const params: Record<string, string | number> = {
    productType,
    offset: pageToOffset(page, PAGE_SIZE.myOrders),
    limit: PAGE_SIZE.myOrders,
  };
  if (view) params.view = view;
  if (q?.trim()) params.q = q.trim();
  if (status) params.status = status;
  if (from) params.from = from;
  if (to) params.to = to;
  return params;
}

export interface MyOrdersPage {
  orders: EntityState<Order, ObjectId>;
  total: number;
}

export interface ReorderOutcome extends ReorderResult {
  /** The server's summary, in the reading language. */
  message: string;
}

const ordersAdapter = createEntityAdapter<Order, ObjectId>({ selectId: (order) => order._id });
export const ordersSelectors = ordersAdapter.getSelectors();

/** The products feature's cart provides this tag: "buy again" refreshes the cart through it, never by import. */
const CART_TAG = { type: 'Cart', id: 'MINE' } as const;

export const myOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<MyOrdersPage, MyOrdersArgs>({
      query: (args) => ({ url: '/user/myorders', params: myOrdersParams(args) }),
      transformResponse: (response: ApiListEnvelope<Order>) => ({
        orders: ordersAdapter.setAll(ordersAdapter.getInitialState(), response.data),
        total: response.total,
      }),
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        ...(result?.orders.ids ?? []).map((id) => ({ type: 'Order' as const, id })),
        LOCALISED_TAG,
      ],
    }),

    getMyOrder: build.query<Order, ObjectId>({
      query: (id) => `/user/my/order/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiEnvelope<Order>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }, LOCALISED_TAG],
    }),

    reorder: build.mutation<ReorderOutcome, ObjectId>({
      query: (id) => ({ url: `/user/my/order/${encodeURIComponent(id)}/reorder`, method: 'POST' }),
      transformResponse: (response: ApiEnvelope<ReorderResult>) => ({ ...response.data, message: response.message }),
      invalidatesTags: (_result, error) => (error ? [] : [CART_TAG]),
    }),
  }),
});

export const { useGetMyOrdersQuery, useGetMyOrderQuery, useReorderMutation } = myOrdersApi;
