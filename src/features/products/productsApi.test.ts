import { setupListeners } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { allowConsoleMessages } from '../../testing/consoleProblems';
import { buildCartLines } from '../../testing/fixtures/productFixtures';
import { productsHandlers, type CartQuantityRequest } from '../../testing/handlers/productsHandlers';
import { server } from '../../testing/server';
import { loggedInState } from '../../testing/sessionFixtures';
import { cartApi, selectCartLineById, selectCartLineIds, selectCartTotals } from './cart/cartApi';
import { productsApi } from './productsApi';

async function storeWithCart(lineCount: number, puts: CartQuantityRequest[] = []) {
  const lines = buildCartLines(lineCount);
  server.use(...productsHandlers({ cart: lines, setQuantity: { onRequest: (body) => puts.push(body) } }));
  const store = makeStore(loggedInState());
  await store.dispatch(cartApi.endpoints.getCart.initiate());
  return { store, lines };
}

describe('cart state', () => {
  // Redux's dev-only checks walk the whole 300-line state per action; on a busy machine they say they took long.
  // That timing note is not what these tests are about (and production has no such checks); anything else fails.
  beforeEach(() => allowConsoleMessages(/^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/));

  it('changes one line of a 300-line cart as one entity update: every other line and the id list keep their identity', async () => {
    const { store, lines } = await storeWithCart(300);
    const before = store.getState();
    const idsBefore = selectCartLineIds(before);
    const totalsBefore = selectCartTotals(before);

    const change = store.dispatch(productsApi.endpoints.setCartQuantity.initiate({ id: lines[150]._id, qty: 3 }));
    const after = store.getState();

    expect(selectCartLineById(after, lines[150]._id)).toMatchObject({ qty: 3, lineTotal: 480 });
    expect(selectCartLineIds(after)).toBe(idsBefore);
    for (const index of [0, 149, 151, 299]) {
      expect(selectCartLineById(after, lines[index]._id)).toBe(selectCartLineById(before, lines[index]._id));
    }
    expect(selectCartTotals(after)).toMatchObject({ lineCount: 300, itemCount: 302, canCheckout: true });
    expect(selectCartTotals(after).price).toBeCloseTo(totalsBefore.price + 320, 2);
    // Memoised: the same state gives the same totals object.
    expect(selectCartTotals(after)).toBe(selectCartTotals(after));
    await change;
  });

  it('coalesces clicks per line, while clicks on two lines each send their own call', async () => {
    const puts: CartQuantityRequest[] = [];
    const { store, lines } = await storeWithCart(2, puts);
    const set = (index: number, qty: number) =>
      store.dispatch(productsApi.endpoints.setCartQuantity.initiate({ id: lines[index]._id, qty }));

    await Promise.all([set(0, 2), set(0, 3), set(1, 4), set(0, 5)]);

    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts).toEqual(
      expect.arrayContaining([
        { id: lines[0]._id, qty: 5, version: 1, keepalive: false },
        { id: lines[1]._id, qty: 4, version: 1, keepalive: false },
      ]),
    );
    expect(selectCartLineById(store.getState(), lines[0]._id)?.qty).toBe(5);
  });
});

describe("the cart is the server's", () => {
  it('with the subscription options of the cart screen, refetches when the window regains focus and when the network comes back', async () => {
    let loads = 0;
    server.use(...productsHandlers({ cart: buildCartLines(1), getCart: { onRequest: () => (loads += 1) } }));
    const store = makeStore(loggedInState());
    const stopListening = setupListeners(store.dispatch);
    const cart = store.dispatch(
      cartApi.endpoints.getCart.initiate(undefined, {
        subscriptionOptions: { refetchOnFocus: true, refetchOnReconnect: true },
      }),
    );
    await cart;
    expect(loads).toBe(1);

    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(loads).toBe(2));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(loads).toBe(3));

    cart.unsubscribe();
    stopListening();
  });
});
