import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type WebSocketHandlerConnection } from 'msw';
import { AppRoutes } from '../../../app/router';
import { TAB_ID } from '../../../lib/tabWrites';
import { deferred } from '../../../testing/deferred';
import { buildCart, buildCartLine, buildProduct, buildVariant } from '../../../testing/fixtures/productFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { liveLink } from '../../../testing/handlers/messagesHandlers';
import { productsHandlers } from '../../../testing/handlers/productsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';

// Every cart write sends `cart.changed` to the member's sockets, the writing tab's too. The tab that wrote a quantity
// or removed a line shows the answer already: it reads the cart again only when a read may have brought older lines.

const shirt = buildProduct({ name: 'Maglia da gara Dry', sizeAndColors: [buildVariant({ size: 'M', stock: 20 })] });
const ball = buildProduct({ name: 'Pallone da calcio', sizeAndColors: [buildVariant({ size: '5', stock: 9 })] });

function renderCart() {
  const shirtLine = buildCartLine(shirt, shirt.sizeAndColors[0], 1);
  const ballLine = buildCartLine(ball, ball.sizeAndColors[0], 1);
  const clients: WebSocketHandlerConnection['client'][] = [];
  const reads: string[] = [];
  const tabHeaders: (string | null)[] = [];
  server.use(
    ...productsHandlers({ products: [shirt, ball], cart: [shirtLine, ballLine] }),
    liveLink.addEventListener('connection', ({ client }) => {
      clients.push(client);
      client.send(JSON.stringify({ type: 'ready', data: { userId: 'me' } }));
    }),
  );
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/user/carts') reads.push(pathname);
    if (pathname.startsWith('/api/user/cart/')) tabHeaders.push(request.headers.get('x-tab-id'));
  });
  setLoggedInCookies();
  const rendered = renderWithProviders(<AppRoutes />, {
    route: '/my/cart',
    preloadedState: loggedInState({ user: buildProfile(), language: 'en' }),
  });
  const live = (by?: string) =>
    act(() =>
      clients[0].send(
        JSON.stringify({ type: 'cart.changed', data: { lineCount: 2, itemCount: 2, ...(by ? { by } : {}) } }),
      ),
    );
  return { ...rendered, shirtLine, ballLine, reads, tabHeaders, live };
}

const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`);

afterEach(() => server.events.removeAllListeners());

describe("the cart's live reloads", () => {
  it("names this tab on its writes, skips the reload of its own change, and reads another tab's", async () => {
    const { user, store, shirtLine, reads, tabHeaders, live } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'One more Maglia da gara Dry' }));
    await waitFor(() => expect(store.getState().liveLink.status).toBe('up'));
    await waitFor(() =>
      expect(Object.values(store.getState().api.mutations).every((entry) => entry?.status === 'fulfilled')).toBe(true),
    );
    expect(tabHeaders).toEqual([TAB_ID]);
    const readsBefore = reads.length;

    live(TAB_ID);
    // The socket's next event is handled after this one: nothing was read for the own change.
    live('another-tab-0000');
    await waitFor(() => expect(reads).toHaveLength(readsBefore + 1));
    expect(quantityOf('Maglia da gara Dry')).toHaveTextContent('2');

    // A change of another tab (no name: a device that did not send one) is read too.
    const other = await fetch(`/api/user/cart/${shirtLine._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ qty: 6 }),
    });
    expect(other.status).toBe(200);
    live();
    await waitFor(() => expect(quantityOf('Maglia da gara Dry')).toHaveTextContent('6'));
    expect(reads).toHaveLength(readsBefore + 2);
  });

  it('reads again after its own removal when a read sent before it came back after it, with the removed line', async () => {
    const { user, store, shirtLine, ballLine, reads, live } = renderCart();
    await screen.findByRole('button', { name: 'Remove Pallone da calcio' });
    await waitFor(() => expect(store.getState().liveLink.status).toBe('up'));
    // Another tab's change: this tab reads the cart, and the server answers with the cart as it was then, late.
    const late = deferred();
    const before = buildCart([shirtLine, ballLine]);
    server.use(
      http.get(
        '*/api/user/carts',
        async () => {
          await late.promise;
          return HttpResponse.json({ message: 'OK', data: before });
        },
        { once: true },
      ),
    );
    live('another-tab-0000');
    await waitFor(() => expect(reads).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Remove Pallone da calcio' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Pallone da calcio' })).toBeNull());
    await waitFor(() =>
      expect(Object.values(store.getState().api.mutations).every((entry) => entry?.status === 'fulfilled')).toBe(true),
    );
    late.release();
    // The late answer brought the ball back; the removal's own event makes the tab read the cart once more.
    expect(await screen.findByRole('button', { name: 'Remove Pallone da calcio' })).toBeInTheDocument();
    live(TAB_ID);
    await waitFor(() => expect(reads).toHaveLength(3));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Pallone da calcio' })).toBeNull());
    expect(quantityOf('Maglia da gara Dry')).toHaveTextContent('1');
  });
});
