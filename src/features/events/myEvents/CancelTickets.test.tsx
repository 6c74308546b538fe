import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMyEventDetail, buildMyTicket } from '../../../testing/fixtures/ticketFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import {
  ticketChangesHandlers,
  type TicketChangesHandlersOptions,
} from '../../../testing/handlers/ticketChangesHandlers';
import { ticketsHandlers, type TicketsHandlersOptions } from '../../../testing/handlers/ticketsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { deferred } from '../../../testing/deferred';
import MyEventPage from './MyEventPage';

function renderPage(eventId: string, tickets: TicketsHandlersOptions, changes: TicketChangesHandlersOptions = {}) {
  server.use(...ticketsHandlers(tickets), ...ticketChangesHandlers(changes));
  return renderWithProviders(<MyEventPage />, {
    route: `/my/event/${eventId}`,
    path: '/my/event/:id',
    preloadedState: loggedInState({ user: buildProfile() }),
  });
}

describe('Cancelling tickets from My events', () => {
  it('asks how many, refunds them and shows the server’s message; the button is disabled while it runs', async () => {
    const ticket = buildMyTicket({ noOfTickets: 2, finalPrice: 26.25 });
    const event = buildMyEventDetail({ tickets: [ticket] });
    const held = deferred();
    const sent: number[] = [];
    renderPage(
      event._id,
      { myEventDetails: [event] },
      {
        purchases: { [ticket._id]: { noOfTickets: 2, finalPrice: 26.25 } },
        cancelTickets: { holdUntil: held.promise, onRequest: (body) => sent.push(body.noOfTickets) },
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel tickets' });
    expect(within(dialog).getByRole('button', { name: 'Keep my tickets' })).toHaveFocus();
    expect(within(dialog).getByText('Refund: 26,25 €')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Tickets to cancel'), '1');
    expect(within(dialog).getByText('Refund: 13,13 €')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 1 ticket' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel 1 ticket' })).toBeDisabled();
    held.release();
    expect(await screen.findByText('Tickets cancelled: 13.13 € refunded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([1]);
  });

  it('when the provider’s answer was lost, says the refund is in progress and closes', async () => {
    const ticket = buildMyTicket({ noOfTickets: 1, finalPrice: 10.55 });
    const event = buildMyEventDetail({ tickets: [ticket] });
    renderPage(
      event._id,
      { myEventDetails: [event] },
      { purchases: { [ticket._id]: { noOfTickets: 1, finalPrice: 10.55 } }, refundAnswerLost: true },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel tickets' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 1 ticket' }));
    expect(await screen.findByText('Tickets cancelled: the refund of 10.55 € is in progress.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const ticket = buildMyTicket({ noOfTickets: 1 });
    const event = buildMyEventDetail({ tickets: [ticket] });
    renderPage(
      event._id,
      { myEventDetails: [event] },
      { purchases: { [ticket._id]: { noOfTickets: 0, finalPrice: 0 } } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel tickets' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 1 ticket' }));
    expect(await within(dialog).findByText('These tickets have already been cancelled.')).toBeInTheDocument();
  });

  it('has no cancel button after the deadline', async () => {
    const event = buildMyEventDetail({ canCancelTickets: false });
    renderPage(event._id, { myEventDetails: [event] });
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel tickets' })).not.toBeInTheDocument();
  });
});
