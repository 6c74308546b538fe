import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { deferred } from '../../../testing/deferred';
import { euro } from '../../../testing/euro';
import { buildTicketedEvent } from '../../../testing/fixtures/ticketFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { LocationProbe } from '../../../testing/LocationProbe';
import { ticketsHandlers, type TicketsHandlersOptions } from '../../../testing/handlers/ticketsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import type { StartTicketRequest, TicketRequest } from '../ticketsApi';
import { browserLocation } from '../../../lib/browserLocation';
import TicketPreviewPage from './TicketPreviewPage';

// SPEC section 5, catalogue: 'at least one ticket to proceed'.
const AT_LEAST_ONE = 'Select at least one ticket to proceed.';

function renderPreview(options: TicketsHandlersOptions & { eventId: string }) {
  server.use(...ticketsHandlers(options));
  return renderWithProviders(
    <Routes>
      <Route path="/event/preview/:id" element={<TicketPreviewPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: `/event/preview/${options.eventId}`, preloadedState: loggedInState({ user: buildProfile() }) },
  );
}

const numberField = () => screen.getByRole('spinbutton', { name: /^Number of tickets/ });
const holderField = () => screen.getByRole('textbox', { name: /^Ticket holder's name/ });
const summary = () => screen.getByRole('region', { name: /^Tickets for / });

describe('Ticket purchase preview', () => {
  // Several typed fields and quotes per test: give a busy 2-core machine room.
  jest.setTimeout(20000);

  it('shows cost, service fee and total in euro, and asks for a new quote when the number changes', async () => {
    const event = buildTicketedEvent({ name: 'Torneo di calcetto di primavera', cost: 12.5, remainingTickets: 20 });
    const quoted: TicketRequest[] = [];
    const { user } = renderPreview({
      eventId: event._id,
      events: [event],
      preview: { onRequest: (body) => quoted.push(body) },
    });

    // Until the first quote the totals hold their place, so the figures move nothing on the page when they come.
    expect(screen.getByRole('heading', { level: 1, name: 'Buy tickets' })).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: 'Calculating the total…' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getByText('Total')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Tickets for Torneo di calcetto di primavera' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Buy tickets' })).toBeInTheDocument();
    expect(holderField()).toHaveValue('Giulia Rossi');
    expect(screen.getByText('Tickets left: 20')).toBeInTheDocument();

    await user.clear(numberField());
    await user.type(numberField(), '2');

    // CONVENTIONS.md's example: 2 x 12.50 = 25.00 + 1.25 fee = 26.25.
    await waitFor(() => expect(within(summary()).getByText(euro('26,25'))).toBeInTheDocument());
    expect(within(summary()).getByText(`2 × ${euro('12,50')} = ${euro('25,00')}`)).toBeInTheDocument();
    expect(within(summary()).getByText(euro('1,25'))).toBeInTheDocument();
    expect(quoted.map((body) => body.noOfTickets)).toEqual([1, 2]);
    expect(quoted[1]).toEqual({ eventId: event._id, noOfTickets: 2, ticketHolderName: 'Giulia Rossi' });
  });

  it('asks for at least one ticket and at most the remaining ones, without asking the server', async () => {
    const event = buildTicketedEvent({ remainingTickets: 3 });
    const quoted: TicketRequest[] = [];
    const { user } = renderPreview({
      eventId: event._id,
      events: [event],
      preview: { onRequest: (body) => quoted.push(body) },
    });
    await screen.findByText('Tickets left: 3');
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toBeEnabled();

    await user.clear(numberField());
    await user.type(numberField(), '0');
    expect(screen.getByText(AT_LEAST_ONE)).toBeInTheDocument();
    expect(pay).toBeDisabled();

    await user.clear(numberField());
    await user.type(numberField(), '4');
    expect(screen.getByText('Not enough tickets: 3 left.')).toBeInTheDocument();
    expect(pay).toBeDisabled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    expect(quoted.map((body) => body.noOfTickets)).toEqual([1]);
    expect(numberField()).toHaveAttribute('max', '3');
  });

  it("shows the server's message when the quote is refused", async () => {
    const event = buildTicketedEvent({ remainingTickets: 0 });
    renderPreview({ eventId: event._id, events: [event] });

    expect(await screen.findByText('Not enough tickets: 0 left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it("needs the ticket holder's name", async () => {
    const event = buildTicketedEvent();
    const { user } = renderPreview({ eventId: event._id, events: [event] });
    await screen.findByRole('region', { name: /^Tickets for / });

    await user.clear(holderField());
    await user.tab();

    expect(screen.getByText("Enter the ticket holder's name.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('starts the purchase and sends the browser to the approval page, showing progress meanwhile', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const event = buildTicketedEvent({ cost: 12.5 });
    const started: StartTicketRequest[] = [];
    const held = deferred();
    const { user } = renderPreview({
      eventId: event._id,
      events: [event],
      start: { onRequest: (body) => started.push(body), holdUntil: held.promise },
    });
    await screen.findByRole('region', { name: /^Tickets for / });
    await user.clear(numberField());
    await user.type(numberField(), '2');
    await waitFor(() => expect(within(summary()).getByText(euro('26,25'))).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const progress = await screen.findByRole('button', { name: 'Taking you to the payment…' });
    expect(progress).toBeDisabled();
    expect(numberField()).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();

    held.release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0][0]).toMatch(/^http:\/\/localhost\/payments\/sandbox\/approve\?order=SANDBOX-/);
    // The total shown goes with the purchase: the server charges it or refuses.
    expect(started).toEqual([
      { eventId: event._id, noOfTickets: 2, ticketHolderName: 'Giulia Rossi', expectedFinalPrice: 26.25 },
    ]);
    // The browser is leaving: the button stays busy so nobody pays twice.
    expect(screen.getByRole('button', { name: 'Taking you to the payment…' })).toBeDisabled();
  });

  it("shows the server's message when the purchase cannot start, keeping what was typed", async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const event = buildTicketedEvent();
    const { user } = renderPreview({
      eventId: event._id,
      events: [event],
      start: { error: { message: 'Payment provider unreachable, try again.', statusCode: 502, error: 'Bad Gateway' } },
    });
    await screen.findByRole('region', { name: /^Tickets for / });
    await user.clear(numberField());
    await user.type(numberField(), '3');
    await user.clear(holderField());
    await user.type(holderField(), 'Luca Bianchi');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment provider unreachable, try again.')).toBeInTheDocument();
    expect(numberField()).toHaveValue(3);
    expect(holderField()).toHaveValue('Luca Bianchi');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('books free tickets at once and opens the booked event', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const event = buildTicketedEvent({ cost: 0 });
    const { user } = renderPreview({ eventId: event._id, events: [event] });
    await screen.findByRole('region', { name: /^Tickets for / });

    await user.click(screen.getByRole('button', { name: 'Book tickets' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/my/event/${event._id}`);
    expect(await screen.findByText('Your tickets are Booked Succesfully')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks to confirm a ticket price changed since the preview, and pays the confirmed total', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const event = buildTicketedEvent({ cost: 12.5 });
    const started: StartTicketRequest[] = [];
    const { user } = renderPreview({
      eventId: event._id,
      events: [event],
      costAtStart: { [event._id]: 16.6 },
      start: { onRequest: (body) => started.push(body) },
    });
    await screen.findByRole('region', { name: /^Tickets for / });
    await user.clear(numberField());
    await user.type(numberField(), '2');
    await waitFor(() => expect(within(summary()).getByText(euro('26,25'))).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const dialog = await screen.findByRole('dialog', { name: 'The ticket price has changed' });
    expect(
      within(dialog).getByText('The ticket price changed since your preview: check the new total and confirm.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(`You saw ${euro('26,25')}; the total now is ${euro('34,70')}.`),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(`2 × ${euro('16,60')} = ${euro('33,20')}`)).toBeInTheDocument();
    // Nothing is charged without the confirmation, and no error shows under the form.
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /^Confirm and pay 34,70\s€$/ }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(started.map((body) => body.expectedFinalPrice)).toEqual([26.25, 34.7]);
  });

  it('closes the price question with Esc and shows the new total on the page', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const event = buildTicketedEvent({ cost: 12.5 });
    const { user } = renderPreview({ eventId: event._id, events: [event], costAtStart: { [event._id]: 20 } });
    await waitFor(() => expect(within(summary()).getByText(euro('13,38'))).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'The ticket price has changed' });
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(summary()).getByText(euro('21,10'))).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});
