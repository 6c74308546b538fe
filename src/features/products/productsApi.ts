import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import type { AppDispatch, RootState } from '../../lib/store/storeTypes';
import type {
  AddToCartBody,
  ApiEnvelope,
  ApiListEnvelope,
  CartLine,
  ObjectId,
  Product,
  ProductCategory,
  RemovedCartLine,
} from '../../api/wire';
import { queryOutcome } from '../../api/queryOutcome';
import type { StoreExtra } from '../../lib/callQueue';
import { PAGE_SIZE } from '../../lib/constants';
import { pageToOffset } from '../../lib/pagination';
import { ownWriteShown, TAB_HEADER, TAB_ID } from '../../lib/tabWrites';
import { lineWithQty } from './cart/cartLineRules';
import {
  CART_TAG,
  cartApi,
  cartLinesAdapter,
  linesInFlight,
  recordLineVersion,
  selectCartLineById,
  selectPendingQuantity,
} from './cart/cartApi';

// Wire types come from the generated contract (src/api/wire.ts); the products screens import them from here.
// The cart's own state (its cache entry and selectors) is in cart/cartApi.ts.
export type { AddToCartBody, Cart, CartLine, Product, ProductCategory, ProductVariant } from '../../api/wire';

export interface ProductsQuery {
  /** Name search as typed (trimmed before sending). */
  name: string;
  categoryId: ObjectId | null;
  /** 1-based. */
  page: number;
}

export interface ProductsPage {
  products: EntityState<Product, ObjectId>;
  total: number;
}

export interface CartQuantityArgs {
  id: ObjectId;
  /** Absolute quantity wanted. */
  qty: number;
}

/** What the quantity call ended with: the server's line, or `superseded` when a newer click took over. */
export type CartQuantityResult = { line: CartLine } | { superseded: true };

/** Clicks on one line's stepper within this time go to the server as one call (the last quantity). */
export const CART_QTY_COALESCE_MS = 350;

const productsAdapter = createEntityAdapter<Product, ObjectId>({ selectId: (product) => product._id });
export const productsSelectors = productsAdapter.getSelectors();
const noProducts = productsAdapter.getInitialState();

function productsParams({ name, categoryId, page }: ProductsQuery) {
  const params: Record<string, string | number> = {
    offset: pageToOffset(page, PAGE_SIZE.products),
    limit: PAGE_SIZE.products,
  };
  const trimmed = name.trim();
  if (trimmed) params.name = trimmed;
  if (categoryId) params.category = categoryId;
  return params;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductsPage, ProductsQuery>({
      query: (args) => ({ url: '/user/products', params: productsParams(args) }),
      transformResponse: (response: ApiListEnvelope<Product>) => ({
        products: productsAdapter.setAll(productsAdapter.getInitialState(), response.data),
        total: response.total,
      }),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        LOCALISED_TAG,
        ...(result?.products.ids ?? []).map((id) => ({ type: 'Product' as const, id })),
      ],
    }),

    getProduct: build.query<Product, ObjectId>({
      query: (id) => `/user/product/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiEnvelope<Product>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }, LOCALISED_TAG],
    }),

    getProductCategories: build.query<ProductCategory[], string>({
      query: (name) => ({ url: '/user/categories', params: name.trim() ? { name: name.trim() } : {} }),
      transformResponse: (response: ApiEnvelope<ProductCategory[]>) => response.data,
      providesTags: ['ProductCategory', LOCALISED_TAG],
    }),

    addToCart: build.mutation<ApiEnvelope<CartLine>, AddToCartBody>({
      query: (body) => ({ url: '/user/cart', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [CART_TAG]),
    }),

    // Every click patches the line at once (onQueryStarted); the call waits a moment and goes out only if no newer
    // click on the same line came meanwhile, so a burst of clicks is one PUT of the last quantity.
    setCartQuantity: build.mutation<CartQuantityResult, CartQuantityArgs>({
      async queryFn({ id, qty }, api, _extraOptions, baseQuery) {
        const mine = selectPendingQuantity(api.getState() as RootState, id)?.requestId;
        await wait(CART_QTY_COALESCE_MS, api.signal);
        const isNewest = () => selectPendingQuantity(api.getState() as RootState, id)?.requestId === mine;
        if (!isNewest()) return { data: { superseded: true } };
        const { callQueue } = api.extra as StoreExtra;
        const result = await callQueue.run(`cart:${id}`, async () => {
          // The version read when the call goes out: after this tab's own earlier call, before anyone else's.
          const version = selectCartLineById(api.getState() as RootState, id)?.version;
          linesInFlight.set(id, (linesInFlight.get(id) ?? 0) + 1);
          const sent = await Promise.resolve(
            baseQuery({
              url: `/user/cart/${encodeURIComponent(id)}`,
              method: 'PUT',
              headers: { [TAB_HEADER]: TAB_ID },
              body: version === undefined ? { qty } : { qty, version },
            }),
          ).finally(() => {
            const left = (linesInFlight.get(id) ?? 1) - 1;
            if (left > 0) linesInFlight.set(id, left);
            else linesInFlight.delete(id);
          });
          if (!sent.error) {
            recordLineVersion(api.dispatch as AppDispatch, (sent.data as ApiEnvelope<CartLine>).data);
            // The line stays pending until the newest click's answer sets it: no reload can undo this one.
            ownWriteShown('cart');
          }
          return sent;
        });
        if (result.error) return { error: result.error as FetchBaseQueryError };
        return { data: { line: (result.data as ApiEnvelope<CartLine>).data } };
      },
      async onQueryStarted({ id, qty }, { dispatch, getState, queryFulfilled, requestId }) {
        dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (cart) => {
            const line = cart.lines.entities[id];
            if (!line) return;
            cart.pending[id] = { requestId, revertTo: cart.pending[id]?.revertTo ?? line.qty };
            cartLinesAdapter.setOne(cart.lines, lineWithQty(line, qty));
          }),
        );
        const isNewest = () => selectPendingQuantity(getState() as RootState, id)?.requestId === requestId;
        const outcome = await queryOutcome(queryFulfilled);
        if (!isNewest()) return;
        if (outcome.ok) {
          const { data } = outcome;
          if (!('line' in data)) return;
          dispatch(
            cartApi.util.updateQueryData('getCart', undefined, (cart) => {
              delete cart.pending[id];
              cartLinesAdapter.setOne(cart.lines, data.line);
            }),
          );
        } else {
          dispatch(
            cartApi.util.updateQueryData('getCart', undefined, (cart) => {
              const line = cart.lines.entities[id];
              const revertTo = cart.pending[id]?.revertTo;
              delete cart.pending[id];
              if (line && revertTo !== undefined) cartLinesAdapter.setOne(cart.lines, lineWithQty(line, revertTo));
            }),
          );
          // Refused as stale (another tab changed the line) or above today's stock: show the server's cart.
          if (outcome.error && 'status' in outcome.error && outcome.error.status === 409) {
            dispatch(cartApi.util.invalidateTags([CART_TAG]));
          }
        }
      },
    }),

    // The line leaves the screen at once; it comes back if the server refuses. Once removed on the server, it is
    // removed again (a reload sent before the removal may have brought it back meanwhile).
    removeCartLine: build.mutation<RemovedCartLine, ObjectId>({
      query: (id) => ({
        url: `/user/cart/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: { [TAB_HEADER]: TAB_ID },
      }),
      transformResponse: (response: ApiEnvelope<RemovedCartLine>) => response.data,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const removeLine = () =>
          dispatch(
            cartApi.util.updateQueryData('getCart', undefined, (cart) => {
              cartLinesAdapter.removeOne(cart.lines, id);
              delete cart.pending[id];
            }),
          );
        const patch = removeLine();
        if (!(await queryOutcome(queryFulfilled)).ok) {
          patch.undo();
          return;
        }
        removeLine();
        ownWriteShown('cart');
      },
    }),
  }),
});

/** The products of one list page, in the server's order, read through the entity adapter. */
export function selectProductsOfPage(state: RootState, args: ProductsQuery): Product[] {
  return productsSelectors.selectAll(
    productsApi.endpoints.getProducts.select(args)(state).data?.products ?? noProducts,
  );
}

export const {
  useGetProductsQuery,
  useLazyGetProductsQuery,
  useGetProductQuery,
  useGetProductCategoriesQuery,
  useAddToCartMutation,
  useSetCartQuantityMutation,
  useRemoveCartLineMutation,
} = productsApi;
