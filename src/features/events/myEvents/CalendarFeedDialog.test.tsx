import { screen, waitFor, within } from '@testing-library/react';
import { buildCalendarFeed } from '../../../testing/fixtures/ticketFixtures';
import { ticketsHandlers, type TicketsHandlersOptions } from '../../../testing/handlers/ticketsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { Language } from '../../../i18n/languages';
import { deferred } from '../../../testing/deferred';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { loggedInState } from '../../../testing/sessionFixtures';
import MyEventsTab from './MyEventsTab';

// "Add to my calendar" on My events: the member's calendar feed address in a dialog.

function renderTab(options: TicketsHandlersOptions = {}, language: Language = 'en') {
  server.use(...ticketsHandlers(options));
  return renderWithProviders(<MyEventsTab />, {
    route: '/profile',
    preloadedState: loggedInState({ user: buildProfile(), language }),
  });
}

async function openDialog(user: ReturnType<typeof renderTab>['user'], name = 'Add to my calendar') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

describe('Add to my calendar', () => {
  it('shows the loading state, then the address to copy and a webcal Subscribe link', async () => {
    const feed = buildCalendarFeed({
      url: 'https://campo.example/calendar/abc.ics',
      webcalUrl: 'webcal://campo.example/calendar/abc.ics',
    });
    const answer = deferred();
    const { user } = renderTab({ calendarFeed: feed, getCalendarFeed: { holdUntil: answer.promise } });

    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('heading', { name: 'Your events in your calendar' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('status', { name: 'Loading content' })).toBeInTheDocument();
    answer.release();

    expect(await within(dialog).findByRole('textbox', { name: 'Calendar link' })).toHaveValue(feed.url);
    expect(within(dialog).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', feed.webcalUrl);

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(feed.url);
  });

  it('regenerates the address only after the confirmation says the old link stops working', async () => {
    const feed = buildCalendarFeed();
    let regenerations = 0;
    const { user } = renderTab({
      calendarFeed: feed,
      regenerateCalendarFeed: { onRequest: () => (regenerations += 1) },
    });
    const dialog = await openDialog(user);
    const address = await within(dialog).findByRole('textbox', { name: 'Calendar link' });

    await user.click(within(dialog).getByRole('button', { name: 'Regenerate link' }));
    let confirm = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    expect(confirm).toHaveTextContent('The old link stops working');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Make a new calendar link?' })).not.toBeInTheDocument(),
    );
    expect(regenerations).toBe(0);
    expect(address).toHaveValue(feed.url);

    await user.click(within(dialog).getByRole('button', { name: 'Regenerate link' }));
    confirm = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make a new link' }));

    expect(await screen.findByText('New calendar link made: the old one no longer works.')).toBeInTheDocument();
    await waitFor(() => expect(address).not.toHaveValue(feed.url));
    expect((address as HTMLInputElement).value).toMatch(/\/calendar\/[0-9a-f]{64}\.ics$/);
    expect(regenerations).toBe(1);
  });

  it("shows the server's message when the address cannot be loaded, and loads it on retry", async () => {
    const feed = buildCalendarFeed();
    const { user } = renderTab({
      calendarFeed: feed,
      getCalendarFeed: { error: { message: 'Database unavailable', statusCode: 503, error: 'Service Unavailable' } },
    });
    const dialog = await openDialog(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database unavailable');
    server.use(...ticketsHandlers({ calendarFeed: feed }));
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Calendar link' })).toHaveValue(feed.url);
  });

  it('speaks Italian', async () => {
    const { user } = renderTab({}, 'it');
    const dialog = await openDialog(user, 'Aggiungi al mio calendario');
    expect(within(dialog).getByRole('heading', { name: 'I tuoi eventi nel tuo calendario' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Link del calendario' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Iscriviti' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rigenera link' })).toBeInTheDocument();
  });
});
