import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildWaitlistPlace } from '../../../testing/fixtures/ticketChangeFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import {
  ticketChangesHandlers,
  type TicketChangesHandlersOptions,
} from '../../../testing/handlers/ticketChangesHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { WaitlistPanel } from './WaitlistPanel';

const EVENT_ID = '6650b2e3d4c5b6a7f8e9d010';

function renderPanel(options: TicketChangesHandlersOptions) {
  server.use(...ticketChangesHandlers(options));
  return renderWithProviders(<WaitlistPanel eventId={EVENT_ID} />, {
    preloadedState: loggedInState({ user: buildProfile() }),
  });
}

describe('WaitlistPanel', () => {
  it('joins for the chosen number of tickets, shows the place, and leaves', async () => {
    const asked: number[] = [];
    renderPanel({ join: { onRequest: (body) => asked.push(body.noOfTickets) } });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('How many tickets'), '2');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('You are number 3 in line for 2 tickets.')).toBeInTheDocument();
    expect(await screen.findByText('You are on the waiting list.')).toBeInTheDocument();
    expect(asked).toEqual([2]);

    await user.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
    expect(await screen.findByText('You left the waiting list.')).toBeInTheDocument();
  });

  it('shows a running offer with the held tickets and a way to buy them', async () => {
    const place = buildWaitlistPlace({
      eventId: EVENT_ID,
      status: 'offered',
      noOfTickets: 2,
      offer: { noOfTickets: 1, expiresAt: '2026-11-27T10:00:00.000Z' },
    });
    renderPanel({ places: { [EVENT_ID]: place } });
    expect(await screen.findByText(/1 ticket is held for you until 27\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy the ticket' })).toHaveAttribute('href', `/event/preview/${EVENT_ID}`);
  });

  it('toasts the server’s refusal', async () => {
    renderPanel({
      join: {
        error: { message: 'You are already on the waiting list for this event.', statusCode: 409, error: 'Conflict' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('You are already on the waiting list for this event.')).toBeInTheDocument();
  });
});
