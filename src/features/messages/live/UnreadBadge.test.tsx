import { screen } from '@testing-library/react';
import type { ApiEnvelope, UnreadCounts } from '../../../api/wire';
import { buildThreadMessages } from '../../../testing/fixtures/messageFixtures';
import { messagesHandlers } from '../../../testing/handlers/messagesHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { putPageData } from '../../../testing/pageDataBlock';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { messagesApi } from '../messagesApi';
import UnreadBadge, { MESSAGES_TAB_PATH } from './UnreadBadge';

const THREAD = '7e7ead00000000000000cafe';

describe('UnreadBadge', () => {
  it("shows the session's unread count, linking to the Messages tab, and drops it when the thread is opened", async () => {
    setLoggedInCookies();
    server.use(
      ...messagesHandlers({ messages: { [THREAD]: buildThreadMessages(3, THREAD) }, unread: { [THREAD]: 3 } }),
    );
    const { store } = renderWithProviders(<UnreadBadge />, {
      preloadedState: loggedInState(),
    });
    const badge = await screen.findByRole('link', { name: 'Messages, 3 unread messages' });
    expect(badge).toHaveAttribute('href', MESSAGES_TAB_PATH);
    expect(badge).toHaveTextContent('3');

    store.dispatch(messagesApi.endpoints.getConversation.initiate({ kind: 'thread', id: THREAD }));
    expect(await screen.findByRole('link', { name: 'Messages, no unread messages' })).toBeInTheDocument();
  });

  it('shows the counts that came with the page at once, and reads them again once the live connection listens', async () => {
    setLoggedInCookies();
    // What the server put into index.html (server/src/http/pageData.ts): one unread message when the page was made;
    // two more arrived before the socket opened.
    // Typed by the contract (src/api/wire.ts): the answer the server's unread route sends.
    const sentCounts: ApiEnvelope<UnreadCounts> = {
      message: 'OK',
      data: { total: 1, threads: [{ threadId: THREAD, unread: 1 }] },
    };
    putPageData([{ path: '/user/message/unread', language: 'en', body: sentCounts }]);
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/message/unread')) requests.push(request.method);
    });
    server.use(
      ...messagesHandlers({ messages: { [THREAD]: buildThreadMessages(3, THREAD) }, unread: { [THREAD]: 3 } }),
    );
    // The page is fresh (page data answers only a page's first seconds).
    const now = jest.spyOn(performance, 'now').mockReturnValue(0);
    try {
      renderWithProviders(<UnreadBadge />, {
        preloadedState: loggedInState(),
      });
      expect(await screen.findByRole('link', { name: 'Messages, 1 unread message' })).toBeInTheDocument();
    } finally {
      now.mockRestore();
    }
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread messages' })).toBeInTheDocument();
    expect(requests).toEqual(['GET']);
    server.events.removeAllListeners();
  });
});
