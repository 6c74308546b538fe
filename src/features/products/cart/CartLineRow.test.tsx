import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { makeStore } from '../../../app/store';
import { buildCartLines } from '../../../testing/fixtures/productFixtures';
import { productsHandlers } from '../../../testing/handlers/productsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { registerProductsCatalogue } from '../components/productsCatalogue';
import { productsApi } from '../productsApi';
import { cartApi, selectCartLineIds } from './cartApi';
import { CartLineRow } from './CartLineRow';

registerProductsCatalogue();

const noop = () => undefined;

/** A store whose cart (read through `getCart`) holds `count` lines. */
async function cartOf(count: number) {
  const lines = buildCartLines(count);
  server.use(...productsHandlers({ cart: lines }));
  const store = makeStore(loggedInState());
  await store.dispatch(cartApi.endpoints.getCart.initiate());
  return { lines, store };
}

describe('CartLineRow in a 300-line cart', () => {
  it('re-renders only the line whose quantity changed', async () => {
    const { lines, store } = await cartOf(300);
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);

    renderWithProviders(
      <ul>
        {selectCartLineIds(store.getState()).map((id) => (
          <Profiler key={id} id={id} onRender={count}>
            <CartLineRow id={id} onRemove={noop} />
          </Profiler>
        ))}
      </ul>,
      { store },
    );
    expect(await screen.findByRole('listitem', { name: 'Articolo 300' })).toBeInTheDocument();
    renders.clear();

    await act(async () => {
      void store.dispatch(productsApi.endpoints.setCartQuantity.initiate({ id: lines[42]._id, qty: 2 }));
    });

    // RTK batches store notifications to the next frame: wait for the row to show the new quantity.
    await waitFor(() => expect(screen.getByLabelText('Quantity of Articolo 43')).toHaveTextContent('2'));
    expect([...renders.keys()]).toEqual([lines[42]._id]);
  });
});

describe('CartLineRow buttons', () => {
  it('draw no ripple when pressed: the new quantity is the feedback, and a ripple per press slowed a long cart', async () => {
    const { lines, store } = await cartOf(1);
    const { container } = renderWithProviders(<CartLineRow id={lines[0]._id} onRemove={noop} />, { store });
    const buttons = await screen.findAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const button of buttons) {
      fireEvent.mouseDown(button);
      fireEvent.mouseUp(button);
    }
    expect(container.querySelector('.MuiTouchRipple-root, .MuiTouchRipple-ripple')).toBeNull();
  });
});
