import { createEntityAdapter, createSelector, isDraft, original, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../../api/baseApi';
import type { ApiEnvelope, Cart, CartLine, ObjectId } from '../../../api/wire';
import type { AppDispatch, RootState } from '../../../lib/store/storeTypes';
import { lineWithQty, roundCents, sameLine } from './cartLineRules';
import {
  forgetLeftQuantity,
  onPageLeaving,
  rememberLeftQuantities,
  sendQuantityNow,
  takeLeftQuantities,
} from './sendQuantityNow';

// The cart as every member page reads it (the top bar's count) and as the cart page shows it: the one cache entry,
// the quantities still on their way, and sending them as the page goes away. The changes (add, quantity, remove)
// are in ../productsApi.ts, loaded by the shop's pages only.

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

export const cartLinesAdapter = createEntityAdapter<CartLine, ObjectId>({ selectId: (line) => line._id });
export const cartLinesSelectors = cartLinesAdapter.getSelectors();
const noLines = cartLinesAdapter.getInitialState();

export const CART_TAG = { type: 'Cart', id: 'MINE' } as const;

/**
 * Lines with a quantity call of this tab on the way (transient, like the call itself): a flush as the page goes away
 * cannot wait for its answer's version, so it sends its quantity without one (this tab's own newer click wins).
 */
export const linesInFlight = new Map<ObjectId, number>();

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartState, void>({
      query: () => '/user/carts',
      transformResponse: (response: ApiEnvelope<Cart>) => ({
        lines: cartLinesAdapter.setAll(cartLinesAdapter.getInitialState(), response.data.lines),
        currencySymbol: response.data.currencySymbol,
        pending: {},
      }),
      // A reload (another tab's change, focus, the live `cart.changed` every write of this tab sends too) never drops
      // clicks still on their way: a line with a pending quantity keeps it, and the version it was chosen from, so a
      // stale click meets the server's 409. Lines the reload did not change keep their identity (the draft changes only
      // where the answer differs), as RTK Query's structural sharing, which `merge` turns off, would keep them: a
      // 300-line cart then re-renders the rows that changed. The comparison reads the state before this answer, not
      // the draft, field by field: reading 300 lines through the draft makes a proxy of each, and comparing them as
      // JSON costs three times a field comparison (in Node, a 300-line reload's merge: 15-24 ms that way, 8 this way).
      merge: (draft, incoming) => {
        const before = (isDraft(draft) ? original(draft) : draft) ?? draft;
        const { lines } = draft;
        for (const id of Object.keys(before.pending)) if (!incoming.lines.entities[id]) delete draft.pending[id];
        for (const id of before.lines.ids) if (!incoming.lines.entities[id]) delete lines.entities[id];
        for (const id of incoming.lines.ids) {
          if (before.pending[id]) continue;
          const next = incoming.lines.entities[id];
          const held = before.lines.entities[id];
          // An unchanged line is left as it is: the draft keeps its object.
          if (next && (!held || !sameLine(held, next))) lines.entities[id] = next;
        }
        const heldIds = before.lines.ids;
        const sameIds =
          heldIds.length === incoming.lines.ids.length && heldIds.every((id, at) => id === incoming.lines.ids[at]);
        if (!sameIds) lines.ids = incoming.lines.ids;
        draft.currencySymbol = incoming.currencySymbol;
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
  }),
});

/** The server's version of a line this tab has just written (its quantity on screen may already be newer). */
export function recordLineVersion(dispatch: AppDispatch, line: CartLine) {
  dispatch(
    cartApi.util.updateQueryData('getCart', undefined, (cart) => {
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
    cartApi.util.updateQueryData('getCart', undefined, (draft) => {
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
        cartApi.util.updateQueryData('getCart', undefined, (draft) => {
          if (!draft.pending[saved._id]) cartLinesAdapter.setOne(draft.lines, saved);
        }),
      );
    },
    () => {
      forgetLeftQuantity(id);
      dispatch(cartApi.util.invalidateTags([CART_TAG]));
    },
  );
}

/** Sends again, shown at once, the quantities the previous page of this tab sent as it went away. */
function resendLeftQuantities(dispatch: AppDispatch, getState: () => RootState) {
  for (const { id, qty, version } of takeLeftQuantities()) {
    const line = selectCartLineById(getState(), id);
    if (!line || line.qty === qty) continue;
    dispatch(
      cartApi.util.updateQueryData('getCart', undefined, (draft) => {
        const held = draft.lines.entities[id];
        if (held) cartLinesAdapter.setOne(draft.lines, lineWithQty(held, qty));
      }),
    );
    sendSettled(dispatch, getState, id, qty, version);
  }
}

// One selector for the cart's cache entry, made once: 300 rows reading their line on every store change would
// otherwise each build (and memoise into) a selector of their own per call.
const selectCartEntry = cartApi.endpoints.getCart.select();

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

export const { useGetCartQuery } = cartApi;
