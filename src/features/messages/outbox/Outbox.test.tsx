import { act, screen, waitFor, within } from '@testing-library/react';
import type { WebSocketHandlerConnection } from 'msw';
import { VirtuosoMockContext } from 'react-virtuoso';
import { persistStore } from 'redux-persist';
import { makeStore } from '../../../app/store';
import { buildContact, buildGroupThread, buildThreadMessages } from '../../../testing/fixtures/messageFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import {
  liveLink,
  messagesHandlers,
  type MessagesHandlersOptions,
  type SendRequest,
} from '../../../testing/handlers/messagesHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { ChatView } from '../chat/ChatView';
import { unreadApi } from '../live/unreadApi';
import { OUTBOX_PERSIST_KEY } from './outboxPersist';
import { outboxAdded, type OutboxEntry } from './outboxSlice';

const me = buildContact({ firstName: 'Mario', lastName: 'Rossi' });
const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
const group = buildGroupThread();
const key = { kind: 'thread', id: group._id } as const;
const target = { kind: 'group', groupId: group._id } as const;

function entry(localId: string, text: string, ownerId: string = me._id): Omit<OutboxEntry, 'status' | 'reason'> {
  return { localId, ownerId, key, target, text, hasPicture: false, createdAt: '2026-11-20T10:00:00.000Z' };
}

function stateWith(entries: OutboxEntry[], language: 'en' | 'it' = 'en') {
  return {
    ...loggedInState({ language, user: buildProfile({ _id: me._id, firstName: 'Mario', lastName: 'Rossi' }) }),
    outbox: { entries },
  };
}

function renderChat(
  options: Omit<MessagesHandlersOptions, 'me' | 'threads'>,
  entries: OutboxEntry[] = [],
  language: 'en' | 'it' = 'en',
) {
  setLoggedInCookies();
  server.use(...messagesHandlers({ me, threads: [group], ...options }));
  return renderWithProviders(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 60 }}>
      <ChatView conversationKey={key} target={target} title={group.name} backLabel="Back" onBack={() => undefined} />
    </VirtuosoMockContext.Provider>,
    { preloadedState: stateWith(entries, language) },
  );
}

const bubbleOf = (text: string) =>
  screen.getByText(text, { selector: '[data-testid="chat-message"] span' }).closest('[data-testid="chat-message"]');

beforeEach(() => localStorage.clear());

describe('the outbox', () => {
  it('keeps a message the link could not carry as sending (no draft back), and sends it once when the link is back', async () => {
    const sends: SendRequest[] = [];
    let clients: WebSocketHandlerConnection['client'][] = [];
    server.use(
      liveLink.addEventListener('connection', ({ client }) => {
        clients = [...clients, client];
        client.send(JSON.stringify({ type: 'ready', data: { userId: me._id } }));
      }),
    );
    const { store, user } = renderChat({
      messages: { [group._id]: buildThreadMessages(3, group._id, [giulia]) },
      send: { onRequest: (body) => sends.push(body), dropped: (_body, call) => call === 1 },
    });
    const live = store.dispatch(unreadApi.endpoints.getUnread.initiate());
    await waitFor(() => expect(clients).toHaveLength(1));
    await screen.findByText('Messaggio numero 3', { exact: false });

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Arrivo tardi{Enter}');
    await waitFor(() => expect(store.getState().outbox.entries[0]?.status).toBe('waiting'));
    expect(sends).toHaveLength(1);
    expect(bubbleOf('Arrivo tardi')).toHaveAttribute('data-delivery', 'pending');
    expect(within(bubbleOf('Arrivo tardi') as HTMLElement).getByText('Sending…')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    // The link is back: the server says `ready` again.
    act(() => clients[0].send(JSON.stringify({ type: 'ready', data: { userId: me._id } })));
    await waitFor(() => expect(bubbleOf('Arrivo tardi')).toHaveAttribute('data-delivery', 'sent'));
    expect(sends).toHaveLength(2);
    expect(sends[1].clientId).toBe(sends[0].clientId);
    expect(store.getState().outbox.entries).toEqual([]);
    expect(screen.getAllByText('Arrivo tardi', { selector: '[data-testid="chat-message"] span' })).toHaveLength(1);
    live.unsubscribe();
  });

  it('after a reload shows the unsent messages as sending and sends them in order, each once; never another member’s', async () => {
    const sends: SendRequest[] = [];
    const waiting = (localId: string, text: string, ownerId?: string): OutboxEntry => ({
      ...entry(localId, text, ownerId),
      status: 'waiting',
      reason: null,
    });
    renderChat(
      {
        messages: { [group._id]: buildThreadMessages(2, group._id, [giulia]) },
        send: { onRequest: (body) => sends.push(body) },
      },
      [
        waiting('local-11111111-1111-4111-8111-111111111111', 'Primo'),
        waiting('local-22222222-2222-4222-8222-222222222222', 'Altro', giulia._id),
        waiting('local-33333333-3333-4333-8333-333333333333', 'Secondo'),
      ],
    );
    await waitFor(() => expect(sends).toHaveLength(2));
    expect(sends.map((body) => [body.text, body.clientId])).toEqual([
      ['Primo', '11111111-1111-4111-8111-111111111111'],
      ['Secondo', '33333333-3333-4333-8333-333333333333'],
    ]);
    await waitFor(() => expect(bubbleOf('Secondo')).toHaveAttribute('data-delivery', 'sent'));
    expect(bubbleOf('Primo')).toHaveAttribute('data-delivery', 'sent');
    expect(screen.queryByText('Altro')).not.toBeInTheDocument();
  });

  it('shows why the server refused a message in the reader’s language, keeps the draft and offers a retry', async () => {
    const sends: SendRequest[] = [];
    const { user } = renderChat(
      {
        messages: { [group._id]: buildThreadMessages(2, group._id, [giulia]) },
        send: {
          onRequest: (body) => sends.push(body),
          error: { message: 'Too many messages, wait a moment', statusCode: 429, error: 'Too Many Requests' },
        },
      },
      [],
      'it',
    );
    await screen.findByText('Messaggio numero 2', { exact: false });
    await user.type(screen.getByRole('textbox', { name: 'Messaggio' }), 'Ci sono{Enter}');
    await waitFor(() =>
      expect(screen.getAllByText('Troppi messaggi: attendi un momento, poi riprova')).toHaveLength(2),
    );
    expect(screen.queryByText('Too many messages, wait a moment')).not.toBeInTheDocument();
    expect(bubbleOf('Ci sono')).toHaveAttribute('data-delivery', 'failed');
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveValue('Ci sono');
    expect(sends).toHaveLength(1);
  });

  it('persists text messages of a known member only (versioned), and what was on its way comes back waiting', async () => {
    const store = makeStore(stateWith([]));
    let persistor!: ReturnType<typeof persistStore>;
    await act(() => new Promise<void>((resolve) => (persistor = persistStore(store, null, resolve))));
    store.dispatch(outboxAdded(entry('local-aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Testo')));
    store.dispatch(outboxAdded({ ...entry('local-bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', ''), hasPicture: true }));
    store.dispatch(outboxAdded(entry('local-cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Senza profilo', '')));
    store.dispatch({ type: 'outbox/outboxSending', payload: 'local-aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' });
    await act(() => persistor.flush());
    const saved = JSON.parse(localStorage.getItem(`persist:${OUTBOX_PERSIST_KEY}`) ?? '{}') as Record<string, string>;
    expect(JSON.parse(saved._persist)).toMatchObject({ version: 1 });
    expect((JSON.parse(saved.entries) as OutboxEntry[]).map((one) => one.text)).toEqual(['Testo']);
    persistor.pause();

    const reloaded = makeStore(stateWith([]));
    const rehydrated = new Promise<void>((resolve) => persistStore(reloaded, null, resolve));
    await act(() => rehydrated);
    expect(reloaded.getState().outbox.entries).toEqual([
      expect.objectContaining({ text: 'Testo', status: 'waiting', ownerId: me._id }),
    ]);
  });
});
