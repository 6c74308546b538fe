import { screen, waitFor, within } from '@testing-library/react';
import { PAGE_SIZE } from '../../../lib/constants';
import { buildMyEventItem } from '../../../testing/fixtures/ticketFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import {
  ticketsHandlers,
  type MyEventsQuery,
  type TicketsHandlersOptions,
} from '../../../testing/handlers/ticketsHandlers';
import { LocationProbe } from '../../../testing/LocationProbe';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import type { PresenceArgs } from '../myEventsApi';
import MyEventsTab from './MyEventsTab';
import { buildNotification } from '../../../testing/fixtures/notificationFixtures';
import { notificationsHandlers } from '../../../testing/handlers/notificationsHandlers';

function renderTab(options: TicketsHandlersOptions, route = '/profile') {
  server.use(...ticketsHandlers(options));
  return renderWithProviders(
    <>
      <MyEventsTab />
      <LocationProbe />
    </>,
    { route, preloadedState: loggedInState({ user: buildProfile() }) },
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('My events tab', () => {
  it('shows each registered event with picture, name, date, time, address or N/A and description', async () => {
    const withAddress = buildMyEventItem({
      name: 'Torneo di calcetto',
      eventDate: '2026-12-12',
      time: '18:30',
      endTime: '21:00',
    });
    const withoutAddress = buildMyEventItem({
      name: 'Corsa campestre',
      location: { address: '', coordinates: [9.19, 45.46] },
      description: 'Cinque km nel parco.',
    });
    renderTab({ myEvents: [withAddress, withoutAddress] });

    const first = await screen.findByRole('article', { name: 'Torneo di calcetto' });
    expect(within(first).getByRole('img', { name: 'Picture of Torneo di calcetto' })).toHaveAttribute(
      'src',
      withAddress.picture,
    );
    expect(within(first).getByText('12/12/2026')).toBeInTheDocument();
    expect(within(first).getByText('18:30 – 21:00')).toBeInTheDocument();
    expect(within(first).getByText('Via dei Mille 12, 20129 Milano MI')).toBeInTheDocument();
    expect(within(first).getByText(withAddress.description)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View tickets for Torneo di calcetto' })).toHaveAttribute(
      'href',
      `/my/event/${withAddress._id}`,
    );

    const second = card('Corsa campestre');
    expect(within(second).getByText('N/A')).toBeInTheDocument();
    expect(within(second).getByText('Cinque km nel parco.')).toBeInTheDocument();
  });

  it('asks for presence while undecided, sends the answer and then shows it as text', async () => {
    const undecided = buildMyEventItem({ name: 'Torneo di calcetto', isPresence: 0 });
    const answered = buildMyEventItem({ name: 'Corsa campestre', isPresence: -1 });
    const sent: PresenceArgs[] = [];
    const { user } = renderTab({
      myEvents: [undecided, answered],
      updatePresence: { onRequest: (body) => sent.push(body) },
    });

    const question = await screen.findByRole('group', { name: 'Will you be at Torneo di calcetto?' });
    expect(within(card('Corsa campestre')).getByText('You will not be there')).toBeInTheDocument();
    expect(within(card('Corsa campestre')).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();

    await user.click(within(question).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Presence updated')).toBeInTheDocument();
    expect(within(card('Torneo di calcetto')).getByText('You will be there')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Will you be at Torneo di calcetto?' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ transactionId: undecided.transaction._id, isPresence: 1, eventId: undecided._id }]);
  });

  it("shows 'Error in Updating Presence' and keeps the question when the answer is refused", async () => {
    const undecided = buildMyEventItem({ name: 'Torneo di calcetto', isPresence: 0 });
    const { user } = renderTab({
      myEvents: [undecided],
      updatePresence: { error: { message: 'Forbidden', statusCode: 403, error: 'Forbidden' } },
    });

    const question = await screen.findByRole('group', { name: 'Will you be at Torneo di calcetto?' });
    await user.click(within(question).getByRole('button', { name: 'No' }));

    expect(await screen.findByText('Error in Updating Presence')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'No' })).toBeEnabled();
    expect(screen.queryByText('You will not be there')).not.toBeInTheDocument();
  });

  it("shows 'not registered for any event' when there is none, and no pagination", async () => {
    renderTab({ myEvents: [] });

    expect(await screen.findByText('You are not registered for any event')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("pages by 3 and keeps the list with 'Error in Fetching Data' when a page fails", async () => {
    const items = Array.from({ length: 4 }, (_, index) => buildMyEventItem({ name: `Evento ${index + 1}` }));
    const queries: MyEventsQuery[] = [];
    const { user } = renderTab({ myEvents: items, getMyEvents: { onRequest: (query) => queries.push(query) } });
    await screen.findByRole('article', { name: 'Evento 1' });
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE.myEvents);
    expect(queries).toEqual([{ offset: 0, limit: 3 }]);

    server.use(
      ...ticketsHandlers({
        myEvents: items,
        getMyEvents: { error: { message: 'Database unavailable', statusCode: 503, error: 'Service Unavailable' } },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByText('Error in Fetching Data: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Evento 1' })).toBeInTheDocument();

    // The page selected goes back to the page whose cards are shown.
    await waitFor(() => expect(screen.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page'));

    server.use(...ticketsHandlers({ myEvents: items, getMyEvents: { onRequest: (query) => queries.push(query) } }));
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Evento 4' })).toBeInTheDocument());
    expect(queries).toContainEqual({ offset: 3, limit: 3 });
  });

  it('keeps the page in the address, so a reload or a QA replay shows the same page', async () => {
    const items = Array.from({ length: 4 }, (_, index) => buildMyEventItem({ name: `Evento ${index + 1}` }));
    const { user } = renderTab({ myEvents: items }, '/profile?tab=myEvents&eventsPage=2');
    expect(await screen.findByRole('article', { name: 'Evento 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(await screen.findByRole('article', { name: 'Evento 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\?tab=myEvents$/);
  });

  it('shows the tickets a waiting list holds for the member, and following the notice marks it read', async () => {
    const offer = buildNotification({
      kind: 'waitlistOffer',
      title: 'Tickets for you: Milano run',
      body: 'Tickets held for you: 1, until 21/12/2026 10:00. Buy them on the event page.',
      link: '/event/detail/0123456789abcdef01234567',
    });
    const readOffer = buildNotification({ kind: 'waitlistOffer', title: 'Tickets for you: Old cup', read: true });
    const reminder = buildNotification({ title: 'Reminder: Autumn cup' });
    const marked: string[] = [];
    server.use(
      ...notificationsHandlers({
        notifications: [offer, readOffer, reminder],
        markRead: { onRequest: (id) => marked.push(id) },
      }),
    );
    const { user } = renderTab({ myEvents: [] });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Tickets for you: Milano run');
    expect(notice).toHaveTextContent('Tickets held for you: 1, until 21/12/2026 10:00.');
    expect(screen.queryByText('Tickets for you: Old cup')).not.toBeInTheDocument();
    expect(screen.queryByText('Reminder: Autumn cup')).not.toBeInTheDocument();
    const link = within(notice).getByRole('link', { name: 'Go to the event' });
    expect(link).toHaveAttribute('href', offer.link);
    await user.click(link);
    await waitFor(() => expect(marked).toEqual([offer._id]));
  });
});
