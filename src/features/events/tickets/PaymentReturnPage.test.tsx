import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { euro } from '../../../testing/euro';
import { buildStartedPurchase, buildTicketedEvent } from '../../../testing/fixtures/ticketFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { ticketsHandlers } from '../../../testing/handlers/ticketsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import type { PaymentReturn } from '../ticketsApi';
import PaymentReturnPage from './PaymentReturnPage';

// SPEC section 8, catalogue outcome.
const BOOKED = 'Your tickets are Booked Succesfully';

function returnUrl(token: string) {
  return `/paypal/payment/return?token=${token}&PayerID=PAYER42`;
}

describe('Payment return page', () => {
  it('books the approved purchase once under StrictMode and links to the booked event', async () => {
    const event = buildTicketedEvent({ remainingTickets: 10 });
    const pending = buildStartedPurchase({
      eventId: event._id,
      eventName: event.name,
      noOfTickets: 2,
      finalPrice: 26.25,
    });
    const captures: PaymentReturn[] = [];
    server.use(
      ...ticketsHandlers({
        events: [event],
        transactions: [pending],
        capture: { onRequest: (body) => captures.push(body) },
      }),
    );

    renderWithProviders(
      <StrictMode>
        <PaymentReturnPage />
      </StrictMode>,
      { route: returnUrl(pending.orderId ?? ''), preloadedState: loggedInState({ user: buildProfile() }) },
    );

    expect(await screen.findByRole('heading', { name: BOOKED })).toBeInTheDocument();
    expect(screen.getByText(`2 × ${event.name}, total ${euro('26,25')}`)).toBeInTheDocument();
    expect(screen.getByText(`Reference: ${pending.transactionId}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my tickets' })).toHaveAttribute('href', `/my/event/${event._id}`);
    expect(captures).toEqual([{ token: pending.orderId, PayerID: 'PAYER42' }]);
  });

  it('does not call again when the page is reached a second time in the same session', async () => {
    const pending = buildStartedPurchase();
    const captures: PaymentReturn[] = [];
    server.use(...ticketsHandlers({ transactions: [pending], capture: { onRequest: (body) => captures.push(body) } }));
    const route = returnUrl(pending.orderId ?? '');
    const first = renderWithProviders(<PaymentReturnPage />, {
      route,
      preloadedState: loggedInState({ user: buildProfile() }),
    });
    await screen.findByRole('heading', { name: BOOKED });
    first.unmount();

    renderWithProviders(<PaymentReturnPage />, { route, store: first.store });

    expect(await screen.findByRole('heading', { name: BOOKED })).toBeInTheDocument();
    expect(captures).toHaveLength(1);
  });

  it('shows the success text in Italian', async () => {
    const pending = buildStartedPurchase();
    server.use(...ticketsHandlers({ transactions: [pending] }));

    renderWithProviders(<PaymentReturnPage />, {
      route: returnUrl(pending.orderId ?? ''),
      preloadedState: loggedInState({ user: buildProfile(), language: 'it' }),
    });

    expect(
      await screen.findByRole('heading', { name: 'I tuoi biglietti sono stati prenotati con successo' }),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the payment was declined, with no retry", async () => {
    const pending = buildStartedPurchase();
    server.use(
      ...ticketsHandlers({
        transactions: [pending],
        capture: { error: { message: 'The payment was declined.', statusCode: 402, error: 'Payment Required' } },
      }),
    );

    renderWithProviders(<PaymentReturnPage />, {
      route: returnUrl(pending.orderId ?? ''),
      preloadedState: loggedInState({ user: buildProfile() }),
    });

    expect(await screen.findByRole('heading', { name: 'The booking did not go through' })).toBeInTheDocument();
    expect(screen.getByText('The payment was declined.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the events' })).toHaveAttribute('href', '/events');
  });

  it('offers to try again when the provider was unreachable, and books on the retry', async () => {
    const pending = buildStartedPurchase();
    const captures: PaymentReturn[] = [];
    server.use(
      ...ticketsHandlers({
        transactions: [pending],
        capture: {
          onRequest: (body) => captures.push(body),
          error: { message: 'Payment provider unreachable, try again.', statusCode: 502, error: 'Bad Gateway' },
        },
      }),
    );
    const { user } = renderWithProviders(<PaymentReturnPage />, {
      route: returnUrl(pending.orderId ?? ''),
      preloadedState: loggedInState({ user: buildProfile() }),
    });
    await screen.findByText('Payment provider unreachable, try again.');

    server.use(...ticketsHandlers({ transactions: [pending], capture: { onRequest: (body) => captures.push(body) } }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: BOOKED })).toBeInTheDocument();
    expect(captures).toHaveLength(2);
  });

  it('says what is missing when the provider sent no token, without calling the server', async () => {
    const captures: PaymentReturn[] = [];
    server.use(...ticketsHandlers({ capture: { onRequest: (body) => captures.push(body) } }));

    renderWithProviders(<PaymentReturnPage />, {
      route: '/paypal/payment/return',
      preloadedState: loggedInState({ user: buildProfile() }),
    });

    expect(
      await screen.findByText('This page needs the payment reference that the payment provider sends back.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(captures).toHaveLength(0));
  });
});
