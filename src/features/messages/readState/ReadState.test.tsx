import { screen, waitFor, within } from '@testing-library/react';
import type { InboxThread, Message, ThreadReads } from '../../../api/wire';
import { makeStore } from '../../../app/store';
import {
  buildContact,
  buildGroupThread,
  buildInboxThread,
  buildMessage,
} from '../../../testing/fixtures/messageFixtures';
import { buildThreadReads } from '../../../testing/fixtures/readStateFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { liveLink, messagesHandlers } from '../../../testing/handlers/messagesHandlers';
import { readStateHandlers } from '../../../testing/handlers/readStateHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { unreadApi } from '../live/unreadApi';
import { chatElement } from '../chat/testing/chatElement';

// Issue 25, read state: "Seen" under one's last message in a direct thread, live; "Seen by N" in a group, and who,
// asked once when the dialog opens.

const me = buildContact({ firstName: 'Mario', lastName: 'Rossi' });
const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
const luca = buildContact({ firstName: 'Luca', lastName: 'Verdi' });
const anna = buildContact({ firstName: 'Anna', lastName: 'Neri' });

type Client = Parameters<Parameters<typeof liveLink.addEventListener<'connection'>>[1]>[0]['client'];

function renderChat(thread: InboxThread, messages: Message[], reads: ThreadReads, language: 'it' | 'en' = 'en') {
  setLoggedInCookies();
  const readersAsked: number[] = [];
  const clients: Client[] = [];
  server.use(
    ...messagesHandlers({ me, threads: [thread], messages: { [thread._id]: messages } }),
    ...readStateHandlers({
      reads: { [thread._id]: reads },
      people: [giulia, luca, anna],
      getReaders: { onRequest: ({ position }) => readersAsked.push(position) },
    }),
    liveLink.addEventListener('connection', ({ client }) => {
      clients.push(client);
      client.send(JSON.stringify({ type: 'ready', data: { userId: me._id } }));
    }),
  );
  const store = makeStore(
    loggedInState({ language, user: buildProfile({ _id: me._id, firstName: 'Mario', lastName: 'Rossi' }) }),
  );
  // The top bar's unread counts own the live socket.
  const unread = store.dispatch(unreadApi.endpoints.getUnread.initiate());
  const view = renderWithProviders(
    chatElement(thread, {
      target:
        thread.type === 'Group' ? { kind: 'group', groupId: thread._id } : { kind: 'single', contactId: giulia._id },
    }),
    { store },
  );
  return { ...view, readersAsked, clients, stop: () => unread.unsubscribe() };
}

const bubbleOf = (text: string) =>
  screen.getAllByTestId('chat-message').find((node) => node.textContent?.includes(text)) as HTMLElement;

describe('read state in a direct thread', () => {
  const direct = buildInboxThread({ type: 'Single' });
  const messages = [
    buildMessage({ threadId: direct._id, sender: me, text: 'Ci sei domani?', minute: 0 }),
    buildMessage({ threadId: direct._id, sender: giulia, text: 'Sì, alle 18', minute: 1 }),
    buildMessage({ threadId: direct._id, sender: me, text: 'Perfetto', minute: 2 }),
  ];

  it('says Seen under my last message once the other member read up to it, arriving live', async () => {
    const reads = buildThreadReads({ threadId: direct._id, reads: [{ userId: giulia._id, lastReadPosition: 2 }] });
    const { clients, stop } = renderChat(direct, messages, reads);
    await screen.findByText('Perfetto');
    await waitFor(() => expect(clients).toHaveLength(1));
    // Giulia has read my first message, not my last: no mark anywhere.
    expect(screen.queryByTestId('chat-seen')).not.toBeInTheDocument();

    clients[0].send(
      JSON.stringify({
        type: 'thread.read',
        data: { threadId: direct._id, userId: giulia._id, lastReadPosition: 3 },
      }),
    );
    const seen = await screen.findByTestId('chat-seen');
    expect(seen).toHaveTextContent('Seen');
    expect(screen.getAllByTestId('chat-seen')).toHaveLength(1);
    // The mark follows my last message.
    expect(bubbleOf('Perfetto').nextElementSibling).toContainElement(seen);
    stop();
  });

  it('says Visto in Italian when the other member had read it before the chat opened', async () => {
    const reads = buildThreadReads({ threadId: direct._id, reads: [{ userId: giulia._id, lastReadPosition: 3 }] });
    const { stop } = renderChat(direct, messages, reads, 'it');
    expect(await screen.findByTestId('chat-seen')).toHaveTextContent('Visto');
    stop();
  });
});

describe('read state in a group', () => {
  const group = buildGroupThread();
  const messages = [
    buildMessage({ threadId: group._id, sender: giulia, text: 'Chi viene giovedì?', minute: 0 }),
    buildMessage({ threadId: group._id, sender: me, text: 'Io ci sono', minute: 1 }),
  ];
  const reads = buildThreadReads({
    threadId: group._id,
    type: 'Group',
    reads: [
      { userId: giulia._id, lastReadPosition: 2 },
      { userId: luca._id, lastReadPosition: 2 },
      { userId: anna._id, lastReadPosition: 1 },
    ],
  });

  it('says Seen by 2 on my last message and lists who in a dialog, asked once, that closes with Escape', async () => {
    const { user, readersAsked, stop } = renderChat(group, messages, reads);
    const button = await screen.findByRole('button', { name: 'Seen by 2 people: show who' });
    expect(button).toHaveTextContent('Seen by 2');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Seen by' });
    const list = await within(dialog).findByTestId('chat-readers');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.lastElementChild?.textContent),
    ).toEqual(['Giulia Bianchi', 'Luca Verdi']);
    expect(readersAsked).toEqual([2]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    stop();
  });

  it('tells when the list could not be loaded, with a retry', async () => {
    const { user, stop } = renderChat(group, messages, reads, 'it');
    server.use(
      ...readStateHandlers({
        reads: { [group._id]: reads },
        people: [giulia, luca],
        getReaders: {
          error: (_body, call) =>
            call === 1 ? { message: 'Errore', statusCode: 500, error: 'Internal Server Error' } : undefined,
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Visto da 2 persone: mostra chi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visto da' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Impossibile caricare chi l'ha visto.");
    await user.click(within(dialog).getByRole('button', { name: 'Riprova' }));
    expect(await within(dialog).findByText('Luca Verdi')).toBeInTheDocument();
    stop();
  });
});
