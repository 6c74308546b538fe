import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCartLine, buildProduct, buildVariant } from '../../../testing/fixtures/productFixtures';
import {
  productsHandlers,
  type CartQuantityRequest,
  type ProductsHandlersOptions,
} from '../../../testing/handlers/productsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import CartPage, { type CartCheckoutProps } from './CartPage';

const shirtVariant = buildVariant({ size: 'M', colorName: 'Blu', price: 34.9, stock: 5 });
const shirt = buildProduct({ name: 'Maglia da gara Dry', sizeAndColors: [shirtVariant] });
const ballVariant = buildVariant({ size: '5', colorName: 'Bianco', price: 12.5, stock: 2 });
const ball = buildProduct({ name: 'Pallone match', sizeAndColors: [ballVariant] });

function renderCart(options: ProductsHandlersOptions = {}) {
  const puts: CartQuantityRequest[] = [];
  const removed: string[] = [];
  server.use(
    ...productsHandlers({
      products: [shirt, ball],
      ...options,
      setQuantity: { ...options.setQuantity, onRequest: (body) => puts.push(body) },
      removeLine: { ...options.removeLine, onRequest: (id) => removed.push(id) },
    }),
  );
  const rendered = renderWithProviders(<CartPage checkout={CheckoutSlot} />, {
    route: '/my/cart',
    preloadedState: loggedInState(),
  });
  return { ...rendered, puts, removed };
}

function CheckoutSlot({ disabled }: CartCheckoutProps) {
  return (
    <button type="button" disabled={disabled}>
      Checkout
    </button>
  );
}

const totalOf = () => within(screen.getByRole('region', { name: 'Summary' }));

describe('Cart', () => {
  it('shows each line with variant, unit price, quantity, line total, and the totals', async () => {
    renderCart({ cart: [buildCartLine(shirt, shirtVariant, 2), buildCartLine(ball, ballVariant, 1)] });
    const line = await screen.findByRole('listitem', { name: 'Maglia da gara Dry' });
    expect(within(line).getByText('Size M, colour Blu')).toBeInTheDocument();
    expect(within(line).getByText(/Unit price: 34,90\s€/)).toBeInTheDocument();
    expect(within(line).getByLabelText('Quantity of Maglia da gara Dry')).toHaveTextContent('2');
    expect(within(line).getByLabelText('Line total')).toHaveTextContent(/69,80\s€/);
    expect(totalOf().getByText(/82,30\s€/)).toBeInTheDocument();
    expect(totalOf().getByText('3')).toBeInTheDocument();
  });

  it('says the cart failed to load, with a retry (not "This product could not be loaded")', async () => {
    const failure = { message: 'Database unavailable', statusCode: 503, error: 'Service Unavailable' };
    const { user } = renderCart({
      cart: [buildCartLine(shirt, shirtVariant, 1)],
      getCart: { error: (_body, call) => (call === 1 ? failure : undefined) },
    });
    expect(await screen.findByText('Error in Fetching Data: Database unavailable')).toBeInTheDocument();
    expect(screen.queryByText('This product could not be loaded.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Maglia da gara Dry' })).toBeInTheDocument();
  });

  it('shows the empty state with a way back to the products', async () => {
    renderCart({ cart: [] });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('changes a quantity at once and sends one PUT of the last quantity for a burst of clicks', async () => {
    const { user, puts } = renderCart({ cart: [buildCartLine(shirt, shirtVariant, 1)] });
    const more = await screen.findByRole('button', { name: 'One more Maglia da gara Dry' });
    await user.click(more);
    await user.click(more);
    await user.click(more);

    expect(screen.getByLabelText('Quantity of Maglia da gara Dry')).toHaveTextContent('4');
    expect(screen.getByLabelText('Line total')).toHaveTextContent(/139,60\s€/);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ id: expect.any(String), qty: 4, version: 1, keepalive: false });
  });

  it('puts the quantity back and says why when the server refuses it', async () => {
    const refusal = {
      message: 'La quantità non può essere 0 né superare la disponibilità (2).',
      statusCode: 409,
      error: 'Conflict',
    };
    const { user } = renderCart({ cart: [buildCartLine(ball, ballVariant, 1)], setQuantity: { error: refusal } });
    await user.click(await screen.findByRole('button', { name: 'One more Pallone match' }));
    expect(screen.getByLabelText('Quantity of Pallone match')).toHaveTextContent('2');

    expect(
      await screen.findByText(`Could not change the quantity of Pallone match: ${refusal.message}`),
    ).toBeInTheDocument();
    // RTK batches store notifications to the next frame: the toast can show before the row renders the undo.
    await waitFor(() => expect(screen.getByLabelText('Quantity of Pallone match')).toHaveTextContent('1'));
  });

  it('says a localised text, never the raw transport error, when the network fails', async () => {
    const { user } = renderCart({ cart: [buildCartLine(ball, ballVariant, 1)] });
    server.use(http.put('*/api/user/cart/:id', () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: 'One more Pallone match' }));

    expect(
      await screen.findByText(
        'Could not change the quantity of Pallone match: Something went wrong. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/TypeError|Failed to fetch/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Quantity of Pallone match')).toHaveTextContent('1'));
  });

  it('removes a line at once and puts it back on undo', async () => {
    const { user, removed } = renderCart({
      cart: [buildCartLine(shirt, shirtVariant, 2), buildCartLine(ball, ballVariant, 1)],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Maglia da gara Dry' }));

    expect(screen.queryByRole('listitem', { name: 'Maglia da gara Dry' })).not.toBeInTheDocument();
    expect(await screen.findByText('Maglia da gara Dry removed from the cart')).toBeInTheDocument();
    await waitFor(() => expect(removed).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const back = await screen.findByRole('listitem', { name: 'Maglia da gara Dry' });
    expect(within(back).getByLabelText('Quantity of Maglia da gara Dry')).toHaveTextContent('2');
  });

  it('brings a line back and says so when the removal fails', async () => {
    const { user } = renderCart({
      cart: [buildCartLine(shirt, shirtVariant, 1)],
      removeLine: { error: { message: 'Riga del carrello non trovata.', statusCode: 404, error: 'Not Found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Maglia da gara Dry' }));
    expect(
      await screen.findByText('Could not remove Maglia da gara Dry: Riga del carrello non trovata.'),
    ).toBeInTheDocument();
    // The list follows the cart after the frame that shows the message.
    expect(await screen.findByRole('listitem', { name: 'Maglia da gara Dry' })).toBeInTheDocument();
  });

  it('flags a line above its stock and blocks checkout until it is lowered', async () => {
    const { user } = renderCart({ cart: [buildCartLine(ball, ballVariant, 3)] });
    const line = await screen.findByRole('listitem', { name: 'Pallone match' });
    expect(within(line).getByText('Only 2 in stock: lower the quantity to check out')).toBeInTheDocument();
    expect(screen.getByText('Fix the flagged lines to check out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();

    await user.click(within(line).getByRole('button', { name: 'One less Pallone match' }));
    expect(within(line).queryByText(/Only 2 in stock/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
    expect(screen.queryByText('Fix the flagged lines to check out.')).not.toBeInTheDocument();
  });

  it('says a sold-out line is sold out, never "Only 0 in stock"', async () => {
    const soldOut = buildVariant({ size: 'M', colorName: 'Rosso', price: 20, stock: 0 });
    renderCart({ cart: [buildCartLine(buildProduct({ name: 'Maglia rossa', sizeAndColors: [soldOut] }), soldOut, 1)] });
    const line = await screen.findByRole('listitem', { name: 'Maglia rossa' });
    expect(within(line).getByText('Sold out: remove this line to check out')).toBeInTheDocument();
    expect(line).not.toHaveTextContent(/Only 0/);
  });

  it('puts one and many in stock in the right form in Italian', async () => {
    const one = buildVariant({ size: 'M', colorName: 'Blu', price: 20, stock: 1 });
    const three = buildVariant({ size: 'L', colorName: 'Blu', price: 20, stock: 3 });
    server.use(
      ...productsHandlers({
        cart: [
          buildCartLine(buildProduct({ name: 'Maglia M', sizeAndColors: [one] }), one, 2),
          buildCartLine(buildProduct({ name: 'Maglia L', sizeAndColors: [three] }), three, 5),
        ],
      }),
    );
    renderWithProviders(<CartPage checkout={CheckoutSlot} />, {
      route: '/my/cart',
      preloadedState: loggedInState({ language: 'it' }),
    });
    const m = await screen.findByRole('listitem', { name: 'Maglia M' });
    expect(within(m).getByText('Solo 1 disponibile: riduci la quantità per procedere')).toBeInTheDocument();
    const l = screen.getByRole('listitem', { name: 'Maglia L' });
    expect(within(l).getByText('Solo 3 disponibili: riduci la quantità per procedere')).toBeInTheDocument();
  });
});
