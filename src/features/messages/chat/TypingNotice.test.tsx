import { screen, waitFor } from '@testing-library/react';
import { makeStore } from '../../../app/store';
import { buildContact, buildInboxThread, buildMessage } from '../../../testing/fixtures/messageFixtures';
import { buildThreadReads } from '../../../testing/fixtures/readStateFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { liveLink, messagesHandlers } from '../../../testing/handlers/messagesHandlers';
import { readStateHandlers } from '../../../testing/handlers/readStateHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { unreadApi } from '../live/unreadApi';
import { chatElement } from './testing/chatElement';

// Issue 25, typing indicator in a direct thread: "Giulia is typing…" on a live `typing`, gone when her message
// arrives or 5 s after the last one; typing in the composer tells the other member at most every 3 s.

const me = buildContact({ firstName: 'Mario', lastName: 'Rossi' });
const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
const direct = buildInboxThread({ type: 'Single' });
const first = buildMessage({ threadId: direct._id, sender: giulia, text: 'Ciao Mario', minute: 0 });

type Client = Parameters<Parameters<typeof liveLink.addEventListener<'connection'>>[1]>[0]['client'];

function renderChat(language: 'it' | 'en' = 'en') {
  setLoggedInCookies();
  const clients: Client[] = [];
  const frames: string[] = [];
  server.use(
    ...messagesHandlers({ me, threads: [direct], messages: { [direct._id]: [first] } }),
    ...readStateHandlers({ reads: { [direct._id]: buildThreadReads({ threadId: direct._id }) } }),
    liveLink.addEventListener('connection', ({ client }) => {
      clients.push(client);
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && !event.data.includes('"ping"')) frames.push(event.data);
      });
      client.send(JSON.stringify({ type: 'ready', data: { userId: me._id } }));
    }),
  );
  const store = makeStore(
    loggedInState({ language, user: buildProfile({ _id: me._id, firstName: 'Mario', lastName: 'Rossi' }) }),
  );
  const unread = store.dispatch(unreadApi.endpoints.getUnread.initiate());
  const view = renderWithProviders(
    chatElement(direct, { target: { kind: 'single', contactId: giulia._id }, title: 'Giulia Bianchi' }),
    { store },
  );
  return { ...view, clients, frames, stop: () => unread.unsubscribe() };
}

const typingEvent = (client: Client) =>
  client.send(JSON.stringify({ type: 'typing', data: { threadId: direct._id, userId: giulia._id, name: 'Giulia' } }));

describe('typing indicator', () => {
  it('shows who is typing and hides it when their message arrives', async () => {
    const { clients, stop } = renderChat();
    await screen.findByText('Ciao Mario');
    await waitFor(() => expect(clients).toHaveLength(1));
    typingEvent(clients[0]);
    expect(await screen.findByText('Giulia is typing…')).toBeInTheDocument();
    const message = buildMessage({ threadId: direct._id, sender: giulia, text: 'Arrivo tra poco', minute: 1 });
    clients[0].send(JSON.stringify({ type: 'message.created', data: { threadId: direct._id, message } }));
    expect(await screen.findByText('Arrivo tra poco')).toBeInTheDocument();
    expect(screen.getByTestId('chat-typing')).toBeEmptyDOMElement();
    stop();
  });

  it('hides it 5 s after the last typing event (Italian)', async () => {
    const { clients, stop } = renderChat('it');
    await screen.findByText('Ciao Mario');
    await waitFor(() => expect(clients).toHaveLength(1));
    typingEvent(clients[0]);
    expect(await screen.findByText('Giulia sta scrivendo…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chat-typing')).toBeEmptyDOMElement(), { timeout: 8000 });
    stop();
  }, 15_000);

  it('tells the server once for a burst of keystrokes, naming the thread', async () => {
    const { user, clients, frames, stop } = renderChat();
    await screen.findByText('Ciao Mario');
    await waitFor(() => expect(clients).toHaveLength(1));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Sto arrivando');
    await waitFor(() => expect(frames).toHaveLength(1));
    expect(JSON.parse(frames[0])).toEqual({ type: 'typing', threadId: direct._id });
    stop();
  });
});
