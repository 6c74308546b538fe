import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../../app/store';
import {
  buildContact,
  buildGroupThread,
  buildMessage,
  buildThreadMessages,
} from '../../../testing/fixtures/messageFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { messagesHandlers } from '../../../testing/handlers/messagesHandlers';
import type { Message } from '../../../api/wire';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { unreadApi } from '../live/unreadApi';
import { messagesUiSlice } from '../messagesUiSlice';
import { chatElement } from './testing/chatElement';

const me = buildContact({ firstName: 'Mario', lastName: 'Rossi' });
const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
const group = buildGroupThread();

async function openChat(
  messages: Message[],
  unread: number,
  language: 'en' | 'it' = 'en',
  recorded?: { unreadAtOpen: number; sentSinceOpen?: number },
) {
  setLoggedInCookies();
  server.use(
    ...messagesHandlers({
      me,
      threads: [group],
      messages: { [group._id]: messages },
      unread: unread ? { [group._id]: unread } : {},
    }),
  );
  const state = loggedInState({ language, user: buildProfile({ _id: me._id, firstName: 'Mario', lastName: 'Rossi' }) });
  const store = makeStore(
    recorded
      ? {
          ...state,
          messagesUi: {
            ...messagesUiSlice.getInitialState(),
            openChat: {
              key: `thread:${group._id}`,
              unreadAtOpen: recorded.unreadAtOpen,
              sentSinceOpen: recorded.sentSinceOpen ?? 0,
            },
          },
        }
      : state,
  );
  // The top bar's counts are there before the chat opens.
  const counts = store.dispatch(unreadApi.endpoints.getUnread.initiate());
  await counts;
  renderWithProviders(chatElement(group, { viewportHeight: 120 }), { store });
  return { store, stop: () => counts.unsubscribe() };
}

const bubble = (text: string) =>
  screen.queryByText(text, { selector: '[data-testid="chat-message"] span' })?.closest('[data-testid="chat-message"]');

describe('new messages and days in the chat', () => {
  it('opens on the first unread message, under a "New messages" line', async () => {
    // Mine and Giulia's alternate: the 7 unread are Giulia's 7 latest (messages 28, 30 ... 40); 26..40 are loaded.
    const { stop } = await openChat(buildThreadMessages(40, group._id, [me, giulia]), 7);
    const line = await screen.findByRole('separator', { name: 'New messages' });
    await waitFor(() => expect(bubble('Messaggio numero 28')).toBeTruthy());
    // The line sits right before the first unread message.
    expect(line.closest('[data-index]')).toBe(bubble('Messaggio numero 28')?.closest('[data-index]'));
    expect(screen.getAllByRole('separator', { name: 'New messages' })).toHaveLength(1);
    // Opened there, not at the newest message.
    expect(bubble('Messaggio numero 40')).toBeFalsy();
    stop();
  });

  it('opens at the newest message, with no line, when nothing was unread', async () => {
    const { stop } = await openChat(buildThreadMessages(40, group._id, [me, giulia]), 0);
    await waitFor(() => expect(bubble('Messaggio numero 40')).toBeTruthy());
    expect(screen.queryByRole('separator', { name: 'New messages' })).not.toBeInTheDocument();
    expect(bubble('Messaggio numero 28')).toBeFalsy();
    stop();
  });

  it('records where the line sits in the store, and draws it from a recorded count (a QA replay of the opening)', async () => {
    const live = await openChat(buildThreadMessages(40, group._id, [me, giulia]), 7);
    await screen.findByRole('separator', { name: 'New messages' });
    expect(live.store.getState().messagesUi.openChat).toEqual({
      key: `thread:${group._id}`,
      unreadAtOpen: 7,
      sentSinceOpen: 0,
    });
    live.stop();
    cleanup();

    // Everything read by now, but the recording says 7 were unread when the chat opened.
    const replayed = await openChat(buildThreadMessages(40, group._id, [me, giulia]), 0, 'en', { unreadAtOpen: 7 });
    const line = await screen.findByRole('separator', { name: 'New messages' });
    await waitFor(() => expect(bubble('Messaggio numero 28')).toBeTruthy());
    expect(line.closest('[data-index]')).toBe(bubble('Messaggio numero 28')?.closest('[data-index]'));
    replayed.stop();
  });

  it('opens at the newest message when the recording sent one after opening on unread messages (a QA replay)', async () => {
    // The member opened on 7 unread, then sent: the send took the list to the newest message, where the replay ends.
    const replayed = await openChat(buildThreadMessages(40, group._id, [me, giulia]), 0, 'en', {
      unreadAtOpen: 7,
      sentSinceOpen: 1,
    });
    await waitFor(() => expect(bubble('Messaggio numero 40')).toBeTruthy());
    expect(bubble('Messaggio numero 28')).toBeFalsy();
    replayed.stop();
  });

  it('separates the days with their date as DD/MM/YYYY (it)', async () => {
    const DAY = 24 * 60;
    const messages = [
      buildMessage({ threadId: group._id, minute: 0, sender: giulia, text: 'Messaggio di ieri' }),
      buildMessage({ threadId: group._id, minute: 5, sender: giulia, text: 'Ancora ieri' }),
      buildMessage({ threadId: group._id, minute: DAY, sender: giulia, text: 'Messaggio di oggi' }),
    ];
    const { stop } = await openChat(messages, 0, 'it');
    await waitFor(() => expect(bubble('Messaggio di oggi')).toBeTruthy());
    const days = screen.getAllByTestId('chat-day').map((node) => node.textContent);
    const first = new Date(messages[0].created_at);
    const second = new Date(messages[2].created_at);
    const ddmmyyyy = (date: Date) =>
      `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    expect(days).toEqual([ddmmyyyy(first), ddmmyyyy(second)]);
    expect(within(screen.getAllByTestId('chat-day')[1]).getByText(ddmmyyyy(second))).toBeInTheDocument();
    stop();
  });
});
