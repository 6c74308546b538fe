import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { buildStartedPurchase } from '../../../testing/fixtures/ticketFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { ticketsHandlers } from '../../../testing/handlers/ticketsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import PaymentCancelPage from './PaymentCancelPage';

describe('Payment cancel page', () => {
  it('cancels the purchase once and links back to the event', async () => {
    const pending = buildStartedPurchase();
    const cancels: { token: string }[] = [];
    server.use(...ticketsHandlers({ transactions: [pending], cancel: { onRequest: (body) => cancels.push(body) } }));

    renderWithProviders(
      <StrictMode>
        <PaymentCancelPage />
      </StrictMode>,
      {
        route: `/paypal/payment/cancel?token=${pending.orderId}`,
        preloadedState: loggedInState({ user: buildProfile() }),
      },
    );

    expect(await screen.findByRole('heading', { name: 'The payment was cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged and no tickets were booked.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute(
      'href',
      `/event/detail/${pending.eventId}`,
    );
    expect(cancels).toEqual([{ token: pending.orderId }]);
  });

  it("shows the server's message when the purchase was already completed", async () => {
    const completed = buildStartedPurchase({ status: 2, approvalUrl: null });
    server.use(...ticketsHandlers({ transactions: [completed] }));

    renderWithProviders(<PaymentCancelPage />, {
      route: `/paypal/payment/cancel?token=${completed.orderId}`,
      preloadedState: loggedInState({ user: buildProfile() }),
    });

    expect(await screen.findByRole('heading', { name: 'The payment could not be cancelled' })).toBeInTheDocument();
    expect(screen.getByText('This transaction is already completed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the events' })).toHaveAttribute('href', '/events');
  });
});
