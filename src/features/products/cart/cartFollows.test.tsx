import { screen, waitFor } from '@testing-library/react';
import { buildCartLine, buildProduct, buildVariant } from '../../../testing/fixtures/productFixtures';
import { productsHandlers, type CartQuantityRequest } from '../../../testing/handlers/productsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { cartApi, CART_TAG, selectCartLineById, selectCartLineIds } from './cartApi';
import CartBadge from './CartBadge';
import CartPage from './CartPage';

// The cart follows the member: the top bar's count, quantities flushed as the page goes away, stale clicks refused.

const variant = buildVariant({ size: 'M', colorName: 'Blu', price: 10, stock: 20 });
const shirt = buildProduct({ name: 'Maglia da gara Dry', sizeAndColors: [variant] });

function renderCartWithBadge(qty = 1, line = buildCartLine(shirt, variant, qty)) {
  const puts: CartQuantityRequest[] = [];
  server.use(
    ...productsHandlers({
      products: [shirt],
      cart: [line],
      setQuantity: { onRequest: (body) => puts.push(body) },
    }),
  );
  const rendered = renderWithProviders(
    <>
      <CartBadge />
      <CartPage />
    </>,
    { route: '/my/cart', preloadedState: loggedInState() },
  );
  return { ...rendered, puts, line };
}

const settled = (store: ReturnType<typeof renderCartWithBadge>['store']) =>
  waitFor(() =>
    expect(Object.values(store.getState().api.mutations).every((entry) => entry?.status !== 'pending')).toBe(true),
  );

describe('the cart follows the member', () => {
  it('counts the items in the top bar, at once with each click, with a plural label', async () => {
    const { user, store, puts } = renderCartWithBadge(1);
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/my/cart');
    await user.click(await screen.findByRole('button', { name: 'One more Maglia da gara Dry' }));
    // The store tells its readers on the next frame; the click's PUT waits CART_QTY_COALESCE_MS for more clicks.
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await waitFor(() => expect(puts).toHaveLength(1));
    await settled(store);
  });

  it('sends the clicks still waiting as one keepalive PUT when the page goes away, and nothing after', async () => {
    const { user, puts, store, line } = renderCartWithBadge(1);
    const more = await screen.findByRole('button', { name: 'One more Maglia da gara Dry' });
    await user.click(more);
    await user.click(more);
    await user.click(more);
    window.dispatchEvent(new Event('pagehide'));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ id: line._id, qty: 4, version: 1, keepalive: true });
    await settled(store);
    expect(puts).toHaveLength(1);
    expect(screen.getByLabelText('Quantity of Maglia da gara Dry')).toHaveTextContent('4');
  });

  it('sends again, on the next page, what the last one sent as it went away, and forgets it once answered', async () => {
    const line = buildCartLine(shirt, variant, 1);
    sessionStorage.setItem(
      'campo-cart-left-quantities',
      JSON.stringify([{ id: line._id, qty: 4, version: line.version, at: Date.now() }]),
    );
    const { puts, store } = renderCartWithBadge(1, line);

    expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ id: line._id, qty: 4, version: line.version, keepalive: true });
    await settled(store);
    await waitFor(() => expect(sessionStorage.getItem('campo-cart-left-quantities')).toBeNull());
    expect(screen.getByLabelText('Quantity of Maglia da gara Dry')).toHaveTextContent('4');
  });

  it('does not send again a note left long ago (the member came back to the tab later)', async () => {
    const line = buildCartLine(shirt, variant, 1);
    sessionStorage.setItem(
      'campo-cart-left-quantities',
      JSON.stringify([{ id: line._id, qty: 4, version: line.version, at: Date.now() - 5 * 60_000 }]),
    );
    const { puts } = renderCartWithBadge(1, line);

    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(sessionStorage.getItem('campo-cart-left-quantities')).toBeNull();
    expect(puts).toHaveLength(0);
  });

  it('refuses a click made on an older quantity (409), says why and shows the newer one', async () => {
    const { user, puts, line } = renderCartWithBadge(1);
    await screen.findByRole('button', { name: 'One more Maglia da gara Dry' });
    // Another tab sets 5 first (the same server, another window).
    const other = await fetch(`/api/user/cart/${line._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ qty: 5, version: 1 }),
    });
    expect(other.status).toBe(200);

    await user.click(screen.getByRole('button', { name: 'One more Maglia da gara Dry' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ qty: 2, version: 1 });
    expect(
      await screen.findByText(/changed in another window: the quantity is now 5|cambiata in un'altra finestra/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Quantity of Maglia da gara Dry')).toHaveTextContent('5'));
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
  });

  it('keeps the lines a reload did not change as they were, so only the changed row renders again', async () => {
    const ball = buildProduct({ name: 'Pallone da calcio', sizeAndColors: [buildVariant({ size: '5', stock: 9 })] });
    const ballLine = buildCartLine(ball, ball.sizeAndColors[0], 1);
    const shirtLine = buildCartLine(shirt, variant, 1);
    server.use(...productsHandlers({ products: [shirt, ball], cart: [shirtLine, ballLine] }));
    const { store } = renderWithProviders(<CartPage />, { route: '/my/cart', preloadedState: loggedInState() });
    await screen.findByRole('button', { name: 'One more Pallone da calcio' });
    const before = store.getState();
    // Another tab sets the shirt to 5; the live `cart.changed` makes this tab read the cart again.
    const other = await fetch(`/api/user/cart/${shirtLine._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ qty: 5, version: shirtLine.version }),
    });
    expect(other.status).toBe(200);
    store.dispatch(cartApi.util.invalidateTags([CART_TAG]));

    await waitFor(() => expect(screen.getByLabelText('Quantity of Maglia da gara Dry')).toHaveTextContent('5'));
    const after = store.getState();
    expect(selectCartLineById(after, ballLine._id)).toBe(selectCartLineById(before, ballLine._id));
    expect(selectCartLineIds(after)).toBe(selectCartLineIds(before));
    expect(selectCartLineById(after, shirtLine._id)).not.toBe(selectCartLineById(before, shirtLine._id));
  });
});
