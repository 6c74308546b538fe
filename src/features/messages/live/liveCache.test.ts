import { waitFor } from '@testing-library/react';
import type { WebSocketHandlerConnection } from 'msw';
import { http, HttpResponse } from 'msw';
import type { Message } from '../../../api/wire';
import { makeStore } from '../../../app/store';
import { buildContact, buildMessage, buildThreadMessages } from '../../../testing/fixtures/messageFixtures';
import { liveLink, messagesHandlers, type ConversationQuery } from '../../../testing/handlers/messagesHandlers';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies, TEST_TOKEN } from '../../../testing/sessionFixtures';
import { messagesSelectors } from '../conversationState';
import { messagesApi, type ConversationKey } from '../messagesApi';
import { CATCH_UP_RETRY } from './liveCache';
import { unreadApi } from './unreadApi';

const THREAD = '7e7ead00000000000000beef';
const key: ConversationKey = { kind: 'thread', id: THREAD };
const giulia = buildContact();

type Client = WebSocketHandlerConnection['client'];

/** Serves the thread and the live link; every connection says `ready` and is handed to the test. */
function serve(messages: Message[], queries: ConversationQuery[] = []) {
  const clients: Client[] = [];
  setLoggedInCookies();
  server.use(
    ...messagesHandlers({
      messages: { [THREAD]: messages },
      getConversation: { onRequest: (query) => queries.push(query) },
    }),
    liveLink.addEventListener('connection', ({ client }) => {
      clients.push(client);
      client.send(JSON.stringify({ type: 'ready', data: { userId: 'me' } }));
    }),
  );
  const store = makeStore(loggedInState({ language: 'it' }));
  const subscriptions = [
    store.dispatch(messagesApi.endpoints.getConversation.initiate(key)),
    store.dispatch(unreadApi.endpoints.getUnread.initiate()),
  ];
  const conversation = () => messagesApi.endpoints.getConversation.select(key)(store.getState()).data;
  const texts = () => {
    const data = conversation();
    return data ? messagesSelectors.selectAll(data.messages).map((message) => message.text) : [];
  };
  const live = (client: Client, message: Message) =>
    client.send(JSON.stringify({ type: 'message.created', data: { threadId: message.threadId, message } }));
  return {
    store,
    clients,
    conversation,
    texts,
    live,
    stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  };
}

describe('live messages in the conversation cache', () => {
  it('connects with the session token as a subprotocol and the client key in the query', async () => {
    const { clients, stop } = serve(buildThreadMessages(3, THREAD, [giulia]));
    await waitFor(() => expect(clients).toHaveLength(1));
    expect(clients[0].url.pathname).toBe('/api/ws');
    expect(clients[0].url.searchParams.get('key')).toBeTruthy();
    expect(clients[0].url.href).not.toContain(TEST_TOKEN);
    stop();
  });

  it('merges a live message into its thread once, however often it arrives', async () => {
    const { clients, texts, conversation, live, stop } = serve(buildThreadMessages(5, THREAD, [giulia]));
    await waitFor(() => expect(clients).toHaveLength(1));
    await waitFor(() => expect(texts()).toHaveLength(5));
    const fresh = buildMessage({ threadId: THREAD, minute: 60, text: 'Dal vivo', sender: giulia });
    live(clients[0], fresh);
    live(clients[0], fresh);
    live(clients[0], buildMessage({ threadId: 'someOtherThread00000000', minute: 61, text: 'Altrove' }));
    await waitFor(() => expect(texts().at(-1)).toBe('Dal vivo'));
    expect(texts().filter((text) => text === 'Dal vivo')).toHaveLength(1);
    expect(texts()).not.toContain('Altrove');
    expect(conversation()?.total).toBe(6);
    stop();
  });

  it('after a dropped link reconnects and fetches only what came after the highest position held, without duplicates', async () => {
    const messages = buildThreadMessages(5, THREAD, [giulia]);
    const queries: ConversationQuery[] = [];
    const { clients, texts, conversation, live, store, stop } = serve(messages, queries);
    await waitFor(() => expect(clients).toHaveLength(1));
    await waitFor(() => expect(texts()).toHaveLength(5));
    await waitFor(() => expect(store.getState().liveLink.status).toBe('up'));

    // Two messages are written while the link is down; one of them also arrives live after the reconnect.
    const missed = [
      buildMessage({ threadId: THREAD, minute: 30, text: 'Perso 1', sender: giulia }),
      buildMessage({ threadId: THREAD, minute: 31, text: 'Perso 2', sender: giulia }),
    ];
    clients[0].close(4000, 'gone');
    await waitFor(() => expect(store.getState().liveLink.status).toBe('down'));
    messages.push(...missed);

    await waitFor(() => expect(clients).toHaveLength(2), { timeout: 4000 });
    await waitFor(() => expect(store.getState().liveLink.status).toBe('up'));
    live(clients[1], missed[1]);
    await waitFor(() => expect(texts()).toHaveLength(7));
    expect(queries.filter((query) => query.afterPosition === 5).length).toBeGreaterThan(0);
    expect(texts().slice(-2)).toEqual(['Perso 1', 'Perso 2']);
    expect(conversation()?.total).toBe(7);
    stop();
  });

  it('catches up a message that committed late with an older id and time, and shows it in commit order', async () => {
    const messages = buildThreadMessages(5, THREAD, [giulia]);
    const { clients, texts, stop } = serve(messages);
    await waitFor(() => expect(clients).toHaveLength(1));
    await waitFor(() => expect(texts()).toHaveLength(5));
    // Its id and time were taken before the fifth message's, but it committed after it: position 6.
    const late = buildMessage({ threadId: THREAD, minute: -5, position: 6, text: 'In ritardo', sender: giulia });
    clients[0].close(4000, 'gone');
    messages.push(late);
    await waitFor(() => expect(texts()).toHaveLength(6), { timeout: 4000 });
    expect(texts().at(-1)).toBe('In ritardo');
    stop();
  });

  it("catches up when the server says its instance may have missed events ('catch-up'), on the same socket", async () => {
    const messages = buildThreadMessages(3, THREAD, [giulia]);
    const queries: ConversationQuery[] = [];
    const { clients, texts, stop } = serve(messages, queries);
    await waitFor(() => expect(clients).toHaveLength(1));
    await waitFor(() => expect(texts()).toHaveLength(3));
    messages.push(buildMessage({ threadId: THREAD, minute: 9, position: 4, text: 'Mancato', sender: giulia }));
    clients[0].send(JSON.stringify({ type: 'catch-up', data: {} }));
    await waitFor(() => expect(texts().at(-1)).toBe('Mancato'));
    expect(queries.some((query) => query.afterPosition === 3)).toBe(true);
    expect(clients).toHaveLength(1);
    stop();
  });

  it('retries a catch-up that failed, with backoff, until it succeeds', async () => {
    const delayMs = CATCH_UP_RETRY.delayMs;
    CATCH_UP_RETRY.delayMs = () => 20;
    const messages = buildThreadMessages(3, THREAD, [giulia]);
    const { clients, texts, stop } = serve(messages);
    // The first two catch-ups after the link drops meet a network that is not there yet.
    let dropped = false;
    let failedCatchUps = 0;
    server.use(
      http.get('*/api/user/message/conversation/:threadId', ({ request }) => {
        if (!dropped || !new URL(request.url).searchParams.has('afterPosition') || failedCatchUps >= 2)
          return undefined;
        failedCatchUps += 1;
        return HttpResponse.error();
      }),
    );
    try {
      await waitFor(() => expect(clients).toHaveLength(1));
      await waitFor(() => expect(texts()).toHaveLength(3));
      messages.push(
        buildMessage({ threadId: THREAD, minute: 10, position: 4, text: 'Dopo la caduta', sender: giulia }),
      );
      dropped = true;
      clients[0].close(4000, 'gone');
      await waitFor(() => expect(texts().at(-1)).toBe('Dopo la caduta'), { timeout: 4000 });
      expect(failedCatchUps).toBe(2);
    } finally {
      CATCH_UP_RETRY.delayMs = delayMs;
      stop();
    }
  });

  it('keeps the unread counts of the top bar as the server pushes them', async () => {
    const { clients, store, stop } = serve([]);
    await waitFor(() => expect(clients).toHaveLength(1));
    clients[0].send(JSON.stringify({ type: 'unread.changed', data: { threadId: THREAD, unread: 4, total: 6 } }));
    await waitFor(() => expect(unreadApi.endpoints.getUnread.select()(store.getState()).data?.total).toBe(6));
    expect(unreadApi.endpoints.getUnread.select()(store.getState()).data?.threads).toContainEqual({
      threadId: THREAD,
      unread: 4,
    });
    stop();
  });

  it('puts a live message.updated in place of the held message, changing only that one, without growing the total', async () => {
    const messages = buildThreadMessages(3, THREAD, [giulia]);
    const { clients, conversation, texts, stop } = serve(messages);
    await waitFor(() => expect(clients).toHaveLength(1));
    await waitFor(() => expect(texts()).toHaveLength(3));
    const before = conversation()!.messages.entities;
    const edited = { ...messages[1], text: 'Corretto', editedAt: new Date().toISOString() };
    clients[0].send(JSON.stringify({ type: 'message.updated', data: { threadId: THREAD, message: edited } }));
    await waitFor(() => expect(texts()).toEqual(['Messaggio numero 1', 'Corretto', 'Messaggio numero 3']));
    const after = conversation()!.messages.entities;
    expect(after[messages[0]._id]).toBe(before[messages[0]._id]);
    expect(after[messages[2]._id]).toBe(before[messages[2]._id]);
    expect(conversation()?.total).toBe(3);
    stop();
  });

  it('after a reconnect fetches the edits, deletes and reactions made meanwhile to the messages held', async () => {
    const messages = buildThreadMessages(3, THREAD, [giulia]);
    const { clients, conversation, texts, store, stop } = serve(messages);
    await waitFor(() => expect(clients).toHaveLength(1));
    await waitFor(() => expect(texts()).toHaveLength(3));
    await waitFor(() => expect(store.getState().liveLink.status).toBe('up'));
    clients[0].close(4000, 'gone');
    await waitFor(() => expect(store.getState().liveLink.status).toBe('down'));
    // While the link is down: one message deleted, another reacted to.
    messages[0] = { ...messages[0], text: null, deletedAt: new Date().toISOString() };
    messages[2] = { ...messages[2], reactions: [{ emoji: '👍', people: [giulia] }] };

    await waitFor(() => expect(clients).toHaveLength(2), { timeout: 4000 });
    await waitFor(() => expect(texts()[0]).toBeNull());
    const held = conversation()!.messages.entities;
    expect(held[messages[0]._id].deletedAt).not.toBeNull();
    expect(held[messages[2]._id].reactions).toEqual([{ emoji: '👍', people: [giulia] }]);
    stop();
  });
});
