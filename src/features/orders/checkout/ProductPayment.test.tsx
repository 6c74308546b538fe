import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ProductCancelBody, ProductCaptureBody } from '../../../api/wire';
import { buildProductOrder } from '../../../testing/fixtures/orderFixtures';
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
import ProductPaymentCancel from './ProductPaymentCancel';
import ProductPaymentReturn from './ProductPaymentReturn';

const pending = buildProductOrder({
  status: 1,
  orderCompletedDate: null,
  orderId: 'SANDBOX-PRODUCT-7',
  transactionId: 'CMP-PR-20261123-QWERTY',
});

function renderReturn(options: CheckoutHandlersOptions, language: 'it' | 'en' = 'en') {
  const captures: ProductCaptureBody[] = [];
  server.use(
    ...checkoutHandlers({
      orders: [pending],
      ...options,
      capture: { ...options.capture, onRequest: (body) => captures.push(body) },
    }),
  );
  const rendered = renderWithProviders(
    <StrictMode>
      <ProductPaymentReturn />
    </StrictMode>,
    {
      route: `/paypal/payment/return?kind=product&token=${pending.orderId}&PayerID=PAYER42`,
      preloadedState: loggedInState({ user: buildProfile(), language: language }),
    },
  );
  return { ...rendered, captures };
}

describe('Product payment return', () => {
  it('places the order once under StrictMode and links to it and to the products', async () => {
    const { captures } = renderReturn({});

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Order is Placed Succesfully' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Reference: ${pending.transactionId}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my order' })).toHaveAttribute(
      'href',
      `/profile?tab=myOrders&order=${pending._id}`,
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    expect(captures).toEqual([{ token: pending.orderId, PayerID: 'PAYER42' }]);
  });

  it('says the order is not placed and why, without offering to try again', async () => {
    renderReturn({ capture: { error: checkoutError(409, CHECKOUT_MESSAGES.soldOut) } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Order is Not Placed Succesfully' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^A product is no longer available in the quantity ordered, you have not been charged\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/my/cart');
  });

  it('offers to try again when the payment service did not answer, and the same call then places the order', async () => {
    const { user, captures } = renderReturn({
      capture: {
        error: (_body, call) => (call === 1 ? checkoutError(502, CHECKOUT_MESSAGES.providerDown) : undefined),
      },
    });
    expect(
      await screen.findByText('The payment service is not answering. Please try again later.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Order is Placed Succesfully' }),
    ).toBeInTheDocument();
    expect(captures).toEqual([
      { token: pending.orderId, PayerID: 'PAYER42' },
      { token: pending.orderId, PayerID: 'PAYER42' },
    ]);
  });

  it.each([
    [1, 'en', /^1 item, total/],
    [3, 'en', /^3 items, total/],
    [1, 'it', /^1 articolo, totale/],
    [3, 'it', /^3 articoli, totale/],
  ] as const)('counts %i item(s) in the right form (%s)', async (itemCount, language, text) => {
    server.use(...checkoutHandlers({ orders: [{ ...pending, itemCount }] }));
    renderWithProviders(<ProductPaymentReturn />, {
      route: `/paypal/payment/return?kind=product&token=${pending.orderId}&PayerID=PAYER42`,
      preloadedState: loggedInState({ user: buildProfile(), language: language }),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the outcome in Italian', async () => {
    renderReturn({}, 'it');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Il tuo ordine è stato effettuato con successo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi il mio ordine' })).toBeInTheDocument();
  });
});

describe('Product payment cancel', () => {
  it('closes the order once and says the cart was kept, with the way back to it', async () => {
    const cancels: ProductCancelBody[] = [];
    server.use(...checkoutHandlers({ orders: [pending], cancel: { onRequest: (body) => cancels.push(body) } }));
    renderWithProviders(
      <StrictMode>
        <ProductPaymentCancel />
      </StrictMode>,
      {
        route: `/paypal/payment/cancel?kind=product&token=${pending.orderId}`,
        preloadedState: loggedInState({ user: buildProfile() }),
      },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'The payment was cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged and your cart was kept as it was.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/my/cart');
    expect(cancels).toEqual([{ token: pending.orderId }]);
  });
});
