import { act, waitFor } from '@testing-library/react';
import { buildThreadMessages } from '../../testing/fixtures/messageFixtures';
import { messagesHandlers } from '../../testing/handlers/messagesHandlers';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../testing/sessionFixtures';
import { unreadApi } from './live/unreadApi';
import { messagesApi } from './messagesApi';
import { useLiveMessages } from './useLiveMessages';

const THREAD = '7e7ead00000000000000cafe';

describe('useLiveMessages', () => {
  it('keeps the counts (and the live connection) loaded without rendering the tab again when they change', async () => {
    setLoggedInCookies();
    server.use(
      ...messagesHandlers({ messages: { [THREAD]: buildThreadMessages(3, THREAD) }, unread: { [THREAD]: 2 } }),
    );
    let renders = 0;
    function Tab() {
      useLiveMessages();
      renders += 1;
      return null;
    }
    const { store, unmount } = renderWithProviders(<Tab />, { preloadedState: loggedInState() });
    const counts = () => unreadApi.endpoints.getUnread.select()(store.getState());
    await waitFor(() => expect(counts().data?.total).toBe(2));
    const loaded = renders;

    // Opening the thread reads it: the counts are asked again, and change.
    await act(async () => {
      await store.dispatch(messagesApi.endpoints.getConversation.initiate({ kind: 'thread', id: THREAD }));
    });
    await waitFor(() => expect(counts().data?.total).toBe(0));
    expect(renders).toBe(loaded);
    unmount();
  });
});
