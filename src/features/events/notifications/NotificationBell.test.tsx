import { act, screen, waitFor, within } from '@testing-library/react';
import type { WebSocketHandlerConnection } from 'msw';
import type { ApiEnvelope, NotificationPage } from '../../../api/wire';
import { AppRoutes } from '../../../app/router';
import { deferred } from '../../../testing/deferred';
import { buildNotification } from '../../../testing/fixtures/notificationFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { notificationsHandlers } from '../../../testing/handlers/notificationsHandlers';
import { liveLink } from '../../../testing/handlers/messagesHandlers';
import { LocationProbe } from '../../../testing/LocationProbe';
import { putPageData } from '../../../testing/pageDataBlock';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';

const reminder = buildNotification({
  title: 'Reminder: Christmas five-a-side',
  body: 'Starts on 20/12/2026 at 18:30. Will you be there? Answer on My events.',
  link: '/profile?tab=myEvents',
});
const offer = buildNotification({
  kind: 'waitlistOffer',
  title: 'Tickets for you: Milano run',
  body: 'Tickets held for you: 1, until 21/12/2026 10:00. Buy them on the event page.',
  link: '/event/detail/0123456789abcdef01234567',
});
const oldOne = buildNotification({ title: 'Reminder: Autumn cup', read: true });

function renderMember() {
  setLoggedInCookies();
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route: '/nowhere', preloadedState: loggedInState({ user: buildProfile(), language: 'en' }) },
  );
}

// `hidden`: the open list is modal, so the rest of the page (the bell too) is hidden from assistive technology.
const bell = (name: RegExp | string, hidden = false) => screen.findByRole('button', { name, hidden });

describe('the notification bell', () => {
  it('shows the unread count, lists the newest first, and opening one marks it read and goes to it', async () => {
    const marked: string[] = [];
    server.use(
      ...notificationsHandlers({
        notifications: [reminder, offer, oldOne],
        markRead: { onRequest: (id) => marked.push(id) },
      }),
    );
    const { user } = renderMember();
    await user.click(await bell('Notifications, 2 unread'));

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Reminder: Christmas five-a-side'),
      expect.stringContaining('Tickets for you: Milano run'),
      expect.stringContaining('Reminder: Autumn cup'),
    ]);
    expect(within(items[0]).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(items[2]).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();

    await user.click(items[1]);
    expect(screen.getByTestId('location')).toHaveTextContent('/event/detail/0123456789abcdef01234567');
    await waitFor(() => expect(marked).toEqual([offer._id]));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows the count that came with the page without asking the API, and reads the list again when opened', async () => {
    // What the server put into index.html (server/src/http/pageData.ts): the bell's answer when the page was made.
    const sent: ApiEnvelope<NotificationPage> = {
      message: 'Notifications loaded.',
      data: { items: [reminder, oldOne], unread: 1 },
      total: 2,
    };
    putPageData([{ path: '/user/notifications?offset=0&limit=10', language: 'en', body: sent }]);
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/user/notifications')) requests.push(request.method);
    });
    // Since then an offer came: the API's list holds it.
    server.use(...notificationsHandlers({ notifications: [offer, reminder, oldOne] }));
    // The page is fresh (page data answers only a page's first seconds).
    const now = jest.spyOn(performance, 'now').mockReturnValue(0);
    try {
      const { user } = renderMember();
      expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
      now.mockRestore();
      expect(requests).toEqual([]);

      await user.click(await bell('Notifications, 1 unread'));
      const panel = await screen.findByRole('dialog', { name: 'Notifications' });
      expect(await within(panel).findByRole('button', { name: /Tickets for you: Milano run/ })).toBeInTheDocument();
      expect(requests).toEqual(['GET']);
    } finally {
      now.mockRestore();
      server.events.removeAllListeners();
    }
  });

  it('counts a notification pushed on the live socket at once, and lists it, without a reload', async () => {
    const clients: WebSocketHandlerConnection['client'][] = [];
    server.use(
      ...notificationsHandlers({ notifications: [oldOne] }),
      liveLink.addEventListener('connection', ({ client }) => {
        clients.push(client);
        client.send(JSON.stringify({ type: 'ready', data: { userId: 'me' } }));
      }),
    );
    const { user, store } = renderMember();
    expect(await bell('Notifications, none unread')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().liveLink.status).toBe('up'));

    // The server made an offer: its list now holds it, and the socket says so.
    server.use(...notificationsHandlers({ notifications: [offer, oldOne] }));
    act(() => clients[0].send(JSON.stringify({ type: 'notification.created', data: { unread: 1 } })));
    await user.click(await bell('Notifications, 1 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('button')[0]).toHaveTextContent('Tickets for you: Milano run');
  });

  it('says so when there is nothing yet, and Escape gives the focus back to the bell', async () => {
    server.use(...notificationsHandlers({ notifications: [] }));
    const { user } = renderMember();
    const button = await bell('Notifications, none unread');
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText(/^No notifications yet\./)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('shows the loading state, then a failure with a retry that loads the list', async () => {
    const held = deferred();
    server.use(
      ...notificationsHandlers({
        notifications: [reminder],
        getNotifications: {
          holdUntil: (call) => (call === 1 ? held.promise : undefined),
          error: (_query, call) =>
            call === 1 ? { message: 'Errore del server.', statusCode: 400, error: 'Bad Request' } : undefined,
        },
      }),
    );
    const { user } = renderMember();
    await user.click(await bell('Notifications, none unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications…');

    held.release();
    const failure = await within(panel).findByRole('alert');
    expect(failure).toHaveTextContent('The notifications could not be loaded.');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('button', { name: /Reminder: Christmas five-a-side/ })).toBeInTheDocument();
    expect(await bell('Notifications, 1 unread', true)).toBeInTheDocument();
  });

  it('is not on the top bar of a visitor who is not logged in', async () => {
    renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifiche/ })).not.toBeInTheDocument();
  });
});
