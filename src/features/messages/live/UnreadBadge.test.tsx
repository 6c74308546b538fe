import { screen } from '@testing-library/react';
import { buildThreadMessages } from '../../../testing/fixtures/messageFixtures';
import { messagesHandlers } from '../../../testing/handlers/messagesHandlers';
import { buildPreferences } from '../../../testing/preferencesFixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInSession, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { messagesApi } from '../messagesApi';
import UnreadBadge, { MESSAGES_TAB_PATH } from './UnreadBadge';

const THREAD = '7e7ead00000000000000cafe';

describe('UnreadBadge', () => {
  it("shows the session's unread count, linking to the Messages tab, and drops it when the thread is opened", async () => {
    setLoggedInCookies();
    server.use(...messagesHandlers({ messages: { [THREAD]: buildThreadMessages(3, THREAD) }, unread: { [THREAD]: 3 } }));
    const { store } = renderWithProviders(<UnreadBadge />, {
      preloadedState: { session: loggedInSession(), preferences: buildPreferences({ language: 'en' }) },
    });
    const badge = await screen.findByRole('link', { name: 'Messages, 3 unread messages' });
    expect(badge).toHaveAttribute('href', MESSAGES_TAB_PATH);
    expect(badge).toHaveTextContent('3');

    store.dispatch(messagesApi.endpoints.getConversation.initiate({ kind: 'thread', id: THREAD }));
    expect(await screen.findByRole('link', { name: 'Messages, no unread messages' })).toBeInTheDocument();
  });
});
