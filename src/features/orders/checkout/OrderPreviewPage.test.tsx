import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { StartOrderBody } from '../../../api/wire';
import { browserLocation } from '../../../lib/browserLocation';
import { deferred } from '../../../testing/deferred';
import { euro } from '../../../testing/euro';
import { buildAddress } from '../../../testing/fixtures/orderFixtures';
import { buildCartLine, buildProduct, buildVariant } from '../../../testing/fixtures/productFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import {
  checkoutError,
  checkoutHandlers,
  CHECKOUT_MESSAGES,
  type CheckoutHandlersOptions,
} from '../../../testing/handlers/checkoutHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import OrderPreviewPage from './OrderPreviewPage';

const billing = buildAddress({ firstName: 'Giulia', lastName: 'Rossi', address: 'Via Roma 1', isDefault: true });
const shipping = buildAddress({
  firstName: 'Giulia',
  lastName: 'Rossi',
  address: 'Via Nazionale 91',
  city: 'Roma',
  zipcode: '00184',
  province: 'RM',
});
const shirtVariant = buildVariant({ size: 'M', colorName: 'Blu', price: 34.9, stock: 5 });
const shirt = buildProduct({ name: 'Maglia da gara Dry', sizeAndColors: [shirtVariant] });
const ballVariant = buildVariant({ size: null, colorName: 'Bianco', price: 12.5, stock: 9 });
const ball = buildProduct({ name: 'Pallone match', sizeAndColors: [ballVariant] });
const cart = [buildCartLine(shirt, shirtVariant, 2), buildCartLine(ball, ballVariant, 1)];

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function renderPreview(options: CheckoutHandlersOptions = {}, ids = { billing: billing._id, shipping: shipping._id }) {
  server.use(...checkoutHandlers({ addresses: [billing, shipping], cart, ...options }));
  return renderWithProviders(
    <Routes>
      <Route path="/order/preview/:billingAddressID/:shippingAddressID" element={<OrderPreviewPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/order/preview/${ids.billing}/${ids.shipping}`, preloadedState: loggedInState({ user: buildProfile() }) },
  );
}

const summary = () => screen.getByRole('region', { name: 'Summary' });
const figure = (label: string) => within(summary()).getByText(label).nextElementSibling;

describe('Order preview', () => {
  it('shows the lines, the figures in euro and both addresses', async () => {
    renderPreview();
    expect(screen.getByRole('heading', { level: 1, name: 'Order preview' })).toBeInTheDocument();
    const lines = await screen.findByRole('list', { name: 'Products in the order' });
    const shirtLine = within(lines).getByRole('listitem', { name: 'Maglia da gara Dry' });
    expect(within(shirtLine).getByText('Size M, colour Blu')).toBeInTheDocument();
    expect(within(shirtLine).getByText(`2 × ${euro('34,90')}`)).toBeInTheDocument();
    expect(within(shirtLine).getByText(euro('69,80'))).toBeInTheDocument();
    expect(within(lines).getByRole('listitem', { name: 'Pallone match' })).toHaveTextContent('Size N/A, colour Bianco');

    // 69,80 + 12,50 = 82,30; fee 3 % + 0,50 = 2,97; total 85,27.
    expect(figure('Price')).toHaveTextContent(euro('82,30'));
    expect(figure('Service fee')).toHaveTextContent(euro('2,97'));
    expect(figure('Discount')).toHaveTextContent(euro('0,00'));
    expect(figure('Total to pay')).toHaveTextContent(euro('85,27'));

    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('Via Roma 1');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('00184 Roma (RM), Italia');
    expect(screen.getByRole('link', { name: 'Change the addresses' })).toHaveAttribute(
      'href',
      `/my/cart?billing=${billing._id}&shipping=${shipping._id}`,
    );
  });

  it('starts the payment once and sends the browser to the approval page, the button waiting meanwhile', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const started: StartOrderBody[] = [];
    const held = deferred();
    const { user } = renderPreview({ start: { onRequest: (body) => started.push(body), holdUntil: held.promise } });
    await screen.findByRole('region', { name: 'Summary' });

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('button', { name: 'Taking you to the payment…' })).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();
    held.release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0][0]).toMatch(/\/payments\/sandbox\/approve\?order=SANDBOX-/);
    expect(started).toEqual([
      { billingAddressId: billing._id, shippingAddressId: shipping._id, quoteId: expect.stringMatching(/^900e7e/) },
    ]);
    // The browser is leaving: the button stays busy so nobody pays twice.
    expect(screen.getByRole('button', { name: 'Taking you to the payment…' })).toBeDisabled();
  });

  it('asks to confirm the new lines and total when a price changed before Pay, and charges only what was confirmed', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const started: StartOrderBody[] = [];
    const dearer = buildCartLine(shirt, { ...shirtVariant, price: 38.9 }, 2);
    const { user } = renderPreview({
      cartAtPay: [dearer, cart[1]],
      start: { onRequest: (body) => started.push(body) },
    });
    await screen.findByRole('region', { name: 'Summary' });
    expect(figure('Total to pay')).toHaveTextContent(euro('85,27'));

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const dialog = await screen.findByRole('dialog', { name: 'Prices have changed' });
    expect(within(dialog).getByText(CHECKOUT_MESSAGES.pricesChanged)).toBeInTheDocument();
    // 77,80 + 12,50 = 90,30; fee 3 % + 0,50 = 3,21; total 93,51.
    expect(
      within(dialog).getByText(`You saw ${euro('85,27')}; the total now is ${euro('93,51')}.`),
    ).toBeInTheDocument();
    const shirtLine = within(dialog).getByRole('listitem', { name: 'Maglia da gara Dry' });
    expect(within(shirtLine).getByText(`2 × ${euro('38,90')}`)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: /^Confirm and pay 93,51\s€$/ }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(started).toHaveLength(2);
    expect(started[1].quoteId).not.toBe(started[0].quoteId);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the buyer on the preview, with no charge, when they do not confirm the new total', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const dearer = buildCartLine(shirt, { ...shirtVariant, price: 38.9 }, 2);
    const { user } = renderPreview({ cartAtPay: [dearer, cart[1]] });
    await screen.findByRole('region', { name: 'Summary' });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prices have changed' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes straight to the placed order when there is nothing to pay', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderPreview({ approvalUrl: null });
    await screen.findByRole('region', { name: 'Summary' });
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText(/^at \/profile\?tab=myOrders&order=[0-9a-f]{24}$/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows why the payment cannot start (the stock went down) with a way back to the cart', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const stockMessage = CHECKOUT_MESSAGES.exceedsStock('Maglia da gara Dry', 1);
    const { user } = renderPreview({ start: { error: checkoutError(409, stockMessage) } });
    await screen.findByRole('region', { name: 'Summary' });

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText(stockMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.getAllByRole('link', { name: 'Back to the cart' })[1]).toHaveAttribute('href', '/my/cart');
    expect(assign).not.toHaveBeenCalled();
  });

  it('explains an empty cart or an unknown address instead of the figures', async () => {
    renderPreview({ cart: [] });
    expect(await screen.findByText(CHECKOUT_MESSAGES.cartEmpty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The order preview could not be made' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
      'href',
      '/my/cart',
    );
  });

  it('says an address is not found', async () => {
    renderPreview({}, { billing: billing._id, shipping: '0123456789abcdef01234567' });
    expect(await screen.findByText(CHECKOUT_MESSAGES.addressNotFound)).toBeInTheDocument();
  });
});
