import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import type { AppDispatch, RootState } from '../../lib/store/storeTypes';
import type {
  AddToCartBody,
  ApiEnvelope,
  ApiListEnvelope,
  Cart,
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
import { lineWithQty, roundCents } from './cart/cartLineRules';
import {
  forgetLeftQuantity,
  onPageLeaving,
  rememberLeftQuantities,
  sendQuantityNow,
  takeLeftQuantities,
} from './cart/sendQuantityNow';

// Wire types come from the generated contract (src/api/wire.ts); the products screens import them from here.
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

/** A quantity change the user is still making on one line: the newest click, and where a failure goes back to. */
export interface PendingQuantity {
  requestId: string;
  revertTo: number;
}

/** The cart as the screens hold it: lines normalised, plus the quantity changes not yet settled. */
export interface CartState {
  lines: EntityState<CartLine, ObjectId>;
  currencySymbol: string;
  pending: Record<ObjectId, PendingQuantity>;
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

const cartLinesAdapter = createEntityAdapter<CartLine, ObjectId>({ selectId: (line) => line._id });
export const cartLinesSelectors = cartLinesAdapter.getSelectors();
const noLines = cartLinesAdapter.getInitialState();

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

const CART_TAG = { type: 'Cart', id: 'MINE' } as const;

/**
 * Lines with a quantity call of this tab on the way (transient, like the call itself): a flush as the page goes away
 * cannot wait for its answer's version, so it sends its quantity without one (this tab's own newer click wins).
 */
const linesInFlight = new Map<ObjectId, number>();

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

    getCart: build.query<CartState, void>({
      query: () => '/user/carts',
      transformResponse: (response: ApiEnvelope<Cart>) => ({
        lines: cartLinesAdapter.setAll(cartLinesAdapter.getInitialState(), response.data.lines),
        currencySymbol: response.data.currencySymbol,
        pending: {},
      }),
      // A reload (another tab's change, focus) never drops clicks still on their way: a line with a pending
      // quantity keeps it, and the version it was chosen from, so a stale click meets the server's 409.
      merge: (current, incoming) => {
        for (const [id, pending] of Object.entries(current.pending)) {
          const held = current.lines.entities[id];
          if (!held || !incoming.lines.entities[id]) continue;
          incoming.pending[id] = pending;
          cartLinesAdapter.setOne(incoming.lines, held);
        }
        return incoming;
      },
      providesTags: [CART_TAG],
      // Quantities still waiting for their debounced call go out at once, as keepalive requests, when the page is
      // reloaded, closed, left for another site or hidden: the server keeps what the screen showed.
      // What the previous page sent as it went away is sent again once the cart is here (it may have read the
      // cart before the server had those quantities).
      async onCacheEntryAdded(_arg, { dispatch, getState, cacheDataLoaded, cacheEntryRemoved }) {
        const stop = onPageLeaving(() => flushPendingQuantities(dispatch as AppDispatch, getState as () => RootState));
        try {
          await cacheDataLoaded;
          resendLeftQuantities(dispatch as AppDispatch, getState as () => RootState);
        } catch {
          // The entry went before its data came: nothing to send on.
        }
        await cacheEntryRemoved;
        stop();
      },
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
              body: version === undefined ? { qty } : { qty, version },
            }),
          ).finally(() => {
            const left = (linesInFlight.get(id) ?? 1) - 1;
            if (left > 0) linesInFlight.set(id, left);
            else linesInFlight.delete(id);
          });
          if (!sent.error) recordLineVersion(api.dispatch as AppDispatch, (sent.data as ApiEnvelope<CartLine>).data);
          return sent;
        });
        if (result.error) return { error: result.error as FetchBaseQueryError };
        return { data: { line: (result.data as ApiEnvelope<CartLine>).data } };
      },
      async onQueryStarted({ id, qty }, { dispatch, getState, queryFulfilled, requestId }) {
        dispatch(
          productsApi.util.updateQueryData('getCart', undefined, (cart) => {
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
            productsApi.util.updateQueryData('getCart', undefined, (cart) => {
              delete cart.pending[id];
              cartLinesAdapter.setOne(cart.lines, data.line);
            }),
          );
        } else {
          dispatch(
            productsApi.util.updateQueryData('getCart', undefined, (cart) => {
              const line = cart.lines.entities[id];
              const revertTo = cart.pending[id]?.revertTo;
              delete cart.pending[id];
              if (line && revertTo !== undefined) cartLinesAdapter.setOne(cart.lines, lineWithQty(line, revertTo));
            }),
          );
          // Refused as stale (another tab changed the line) or above today's stock: show the server's cart.
          if (outcome.error && 'status' in outcome.error && outcome.error.status === 409) {
            dispatch(productsApi.util.invalidateTags([CART_TAG]));
          }
        }
      },
    }),

    // The line leaves the screen at once; it comes back if the server refuses.
    removeCartLine: build.mutation<RemovedCartLine, ObjectId>({
      query: (id) => ({ url: `/user/cart/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (response: ApiEnvelope<RemovedCartLine>) => response.data,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          productsApi.util.updateQueryData('getCart', undefined, (cart) => {
            cartLinesAdapter.removeOne(cart.lines, id);
            delete cart.pending[id];
          }),
        );
        if (!(await queryOutcome(queryFulfilled)).ok) patch.undo();
      },
    }),
  }),
});

/** The server's version of a line this tab has just written (its quantity on screen may already be newer). */
function recordLineVersion(dispatch: AppDispatch, line: CartLine) {
  dispatch(
    productsApi.util.updateQueryData('getCart', undefined, (cart) => {
      const held = cart.lines.entities[line._id];
      if (held) held.version = line.version;
    }),
  );
}

/**
 * Sends every quantity still waiting for its debounced call now (keepalive): the waiting calls then find they were
 * superseded. If the page lives on, the answers settle the lines; a refusal reloads the cart.
 */
export function flushPendingQuantities(dispatch: AppDispatch, getState: () => RootState) {
  const cart = selectCartState(getState());
  if (!cart) return;
  const waiting = Object.keys(cart.pending)
    .map((id) => cart.lines.entities[id])
    .filter((line): line is CartLine => line !== undefined);
  if (waiting.length === 0) return;
  dispatch(
    productsApi.util.updateQueryData('getCart', undefined, (draft) => {
      for (const line of waiting) delete draft.pending[line._id];
    }),
  );
  const quantities = waiting.map((line) => ({
    id: line._id,
    qty: line.qty,
    version: linesInFlight.has(line._id) ? undefined : line.version,
  }));
  rememberLeftQuantities(quantities);
  for (const { id, qty, version } of quantities) sendSettled(dispatch, getState, id, qty, version);
}

/** One keepalive quantity call; its answer settles the line (unless a newer click waits), a refusal reloads the cart. */
function sendSettled(
  dispatch: AppDispatch,
  getState: () => RootState,
  id: ObjectId,
  qty: number,
  version: number | undefined,
) {
  sendQuantityNow(getState(), id, qty, version).then(
    (saved) => {
      forgetLeftQuantity(id);
      dispatch(
        productsApi.util.updateQueryData('getCart', undefined, (draft) => {
          if (!draft.pending[saved._id]) cartLinesAdapter.setOne(draft.lines, saved);
        }),
      );
    },
    () => {
      forgetLeftQuantity(id);
      dispatch(productsApi.util.invalidateTags([CART_TAG]));
    },
  );
}

/** Sends again, shown at once, the quantities the previous page of this tab sent as it went away. */
function resendLeftQuantities(dispatch: AppDispatch, getState: () => RootState) {
  for (const { id, qty, version } of takeLeftQuantities()) {
    const line = selectCartLineById(getState(), id);
    if (!line || line.qty === qty) continue;
    dispatch(
      productsApi.util.updateQueryData('getCart', undefined, (draft) => {
        const held = draft.lines.entities[id];
        if (held) cartLinesAdapter.setOne(draft.lines, lineWithQty(held, qty));
      }),
    );
    sendSettled(dispatch, getState, id, qty, version);
  }
}

// One selector for the cart's cache entry, made once: 300 rows reading their line on every store change would
// otherwise each build (and memoise into) a selector of their own per call.
const selectCartEntry = productsApi.endpoints.getCart.select();

/** The cached cart, as the screens see it (lines normalised). */
export const selectCartState = (state: RootState): CartState | undefined => selectCartEntry(state).data;

const selectCartLinesState = (state: RootState) => selectCartState(state)?.lines ?? noLines;

export function selectPendingQuantity(state: RootState, id: ObjectId): PendingQuantity | undefined {
  return selectCartState(state)?.pending[id];
}

export const selectCartLineIds = createSelector([selectCartLinesState], (lines) => cartLinesSelectors.selectIds(lines));

export function selectCartLineById(state: RootState, id: ObjectId): CartLine | undefined {
  return cartLinesSelectors.selectById(selectCartLinesState(state), id);
}

export interface CartTotals {
  lineCount: number;
  itemCount: number;
  price: number;
  flaggedCount: number;
  /** Not empty and no line above its stock. */
  canCheckout: boolean;
}

/** Totals of the cart as on screen (optimistic quantities included); recomputed only when a line changes. */
export const selectCartTotals = createSelector([selectCartLinesState], (linesState): CartTotals => {
  const lines = cartLinesSelectors.selectAll(linesState);
  let itemCount = 0;
  let cents = 0;
  let flaggedCount = 0;
  for (const line of lines) {
    itemCount += line.qty;
    cents += Math.round(line.lineTotal * 100);
    if (line.insufficientStock) flaggedCount += 1;
  }
  return {
    lineCount: lines.length,
    itemCount,
    price: roundCents(cents / 100),
    flaggedCount,
    canCheckout: lines.length > 0 && flaggedCount === 0,
  };
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
  useGetCartQuery,
  useAddToCartMutation,
  useSetCartQuantityMutation,
  useRemoveCartLineMutation,
} = productsApi;
