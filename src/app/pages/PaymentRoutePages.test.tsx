import { screen } from '@testing-library/react';
import type { ProductCaptureBody } from '../../api/wire';
import type { PaymentReturn } from '../../features/events/ticketsApi';
import { buildProductOrder } from '../../testing/fixtures/orderFixtures';
import { buildStartedPurchase } from '../../testing/fixtures/ticketFixtures';
import { checkoutHandlers } from '../../testing/handlers/checkoutHandlers';
import { ticketsHandlers } from '../../testing/handlers/ticketsHandlers';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { loggedInState } from '../../testing/sessionFixtures';
import PaymentCancelRoutePage from './PaymentCancelRoutePage';
import PaymentReturnRoutePage from './PaymentReturnRoutePage';

const order = buildProductOrder({ status: 1, orderCompletedDate: null, orderId: 'SANDBOX-PRODUCT-9' });
const purchase = buildStartedPurchase();

function spyOnCaptures() {
  const product: ProductCaptureBody[] = [];
  const ticket: PaymentReturn[] = [];
  server.use(
    ...checkoutHandlers({ orders: [order], capture: { onRequest: (body) => product.push(body) } }),
    ...ticketsHandlers({ transactions: [purchase], capture: { onRequest: (body) => ticket.push(body) } }),
  );
  return { product, ticket };
}

describe('Payment pages choose by ?kind', () => {
  it('sends a product return to the product capture', async () => {
    const captures = spyOnCaptures();
    renderWithProviders(<PaymentReturnRoutePage />, {
      route: `/paypal/payment/return?kind=product&token=${order.orderId}&PayerID=P1`,
      preloadedState: loggedInState(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Order is Placed Succesfully' }),
    ).toBeInTheDocument();
    expect(captures).toEqual({ product: [{ token: order.orderId, PayerID: 'P1' }], ticket: [] });
  });

  it('keeps a return without kind a ticket purchase', async () => {
    const captures = spyOnCaptures();
    renderWithProviders(<PaymentReturnRoutePage />, {
      route: `/paypal/payment/return?token=${purchase.orderId}&PayerID=P2`,
      preloadedState: loggedInState(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your tickets are Booked Succesfully' }),
    ).toBeInTheDocument();
    expect(captures).toEqual({ product: [], ticket: [{ token: purchase.orderId, PayerID: 'P2' }] });
  });

  it('sends a product cancel to the product cancel', async () => {
    spyOnCaptures();
    renderWithProviders(<PaymentCancelRoutePage />, {
      route: `/paypal/payment/cancel?kind=product&token=${order.orderId}`,
      preloadedState: loggedInState(),
    });
    expect(await screen.findByText('Nothing was charged and your cart was kept as it was.')).toBeInTheDocument();
  });
});
