import { act, screen, waitFor, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { ApiErrorBody, Contact } from '../../../api/wire';
import { buildContacts } from '../../../testing/fixtures/groupFixtures';
import { buildGroupThread, buildInboxThread, buildThreadMessages } from '../../../testing/fixtures/messageFixtures';
import { buildThreadReads } from '../../../testing/fixtures/readStateFixtures';
import { groupsHandlers } from '../../../testing/handlers/groupsHandlers';
import {
  messagesHandlers,
  type MessagesHandlersOptions,
  type SendRequest,
} from '../../../testing/handlers/messagesHandlers';
import { readStateHandlers } from '../../../testing/handlers/readStateHandlers';
import { LocationProbe } from '../../../testing/LocationProbe';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { Composer } from '../chat/Composer';
import { unreadApi } from '../live/unreadApi';
import { messagesApi } from '../messagesApi';
import { readStateApi } from '../readState/readStateApi';
import MessagesTab from './MessagesTab';

// The chat renders its composer once per render of its own: counting the composer's calls counts the chat's renders.
jest.mock('../chat/Composer', () => {
  const actual = jest.requireActual<typeof import('../chat/Composer')>('../chat/Composer');
  return { ...actual, Composer: jest.fn(actual.Composer) };
});
const chatRenders = () => jest.mocked(Composer).mock.calls.length;

const state = (language: 'en' | 'it' = 'en') => loggedInState({ language });

function renderTab(options: MessagesHandlersOptions, language: 'en' | 'it' = 'en') {
  server.use(...messagesHandlers(options), ...groupsHandlers({ contacts: options.contacts ?? [] }));
  // jsdom lays nothing out: the chat's virtualised list is told its sizes.
  return renderWithProviders(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 60 }}>
      <MessagesTab />
      <LocationProbe />
    </VirtuosoMockContext.Provider>,
    { route: '/profile', preloadedState: state(language) },
  );
}

const serverDown: ApiErrorBody = { message: 'Service unavailable', statusCode: 503, error: 'Service Unavailable' };
const inboxList = () => screen.getByRole('list', { name: 'Your conversations' });
const threadButtons = () => within(inboxList()).getAllByRole('button');
const threadNames = () =>
  threadButtons().map((button) => button.querySelector('.MuiTypography-subtitle1')?.textContent);

describe('Messages tab', () => {
  it('lists the conversations three a page: name, Group marked, last message or Picture, unread count', async () => {
    const threads = [
      buildInboxThread({ name: 'Giulia Bianchi', text: 'A domani!', unread: 2 }),
      buildGroupThread({ name: 'Corsa del mercoledì', text: '', messageType: 'Picture' }),
      buildInboxThread({ name: 'Luca Verdi', text: '', messageType: null }),
      buildInboxThread({ name: 'Sara Conti' }),
    ];
    const asked: { offset: number; limit: number }[] = [];
    const { user } = renderTab({ threads, getInbox: { onRequest: (query) => asked.push(query) } });

    await screen.findByRole('list', { name: 'Your conversations' });
    expect(threadNames()).toEqual(['Giulia Bianchi', 'Corsa del mercoledì', 'Luca Verdi']);
    const [giulia, group, luca] = threadButtons();
    expect(giulia).toHaveTextContent('A domani!');
    expect(within(giulia).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(group).getByText('Group')).toBeInTheDocument();
    expect(within(group).getByText('Picture')).toBeInTheDocument();
    expect(within(luca).getByText('No messages yet')).toBeInTheDocument();
    expect(within(luca).queryByText(/unread/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(threadNames()).toEqual(['Sara Conti']));
    expect(asked).toEqual([
      { offset: 0, limit: 3 },
      { offset: 3, limit: 3 },
    ]);
  });

  it('says no conversation when there is none, and links to group creation', async () => {
    renderTab({ threads: [] });
    expect(await screen.findByText('No conversation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create group' })).toHaveAttribute('href', '/group/create');
  });

  it('keeps the list as it was when a page fails to load, and says so', async () => {
    const threads = ['Anna', 'Bruno', 'Carla', 'Dario'].map((name) => buildInboxThread({ name }));
    const { user } = renderTab({
      threads,
      getInbox: { error: (query) => (query.offset === 3 ? serverDown : undefined) },
    });
    await screen.findByRole('list', { name: 'Your conversations' });

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Error in Fetching Data: Service unavailable')).toBeInTheDocument();
    expect(threadNames()).toEqual(['Anna', 'Bruno', 'Carla']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page'));
  });

  it('opens a direct thread, whose title is not a link, sends to the other person, and goes back', async () => {
    const thread = buildInboxThread({ name: 'Giulia Bianchi' });
    const sent: SendRequest[] = [];
    const { user, store } = renderTab({
      threads: [thread],
      messages: { [thread._id]: buildThreadMessages(3, thread._id) },
      send: { onRequest: (body) => sent.push(body) },
    });
    await user.click(await screen.findByRole('button', { name: /Giulia Bianchi/ }));

    const chat = await screen.findByRole('region', { name: 'Chat' });
    const title = within(chat).getByRole('heading', { name: 'Giulia Bianchi' });
    expect(within(title).queryByRole('link')).not.toBeInTheDocument();
    expect(await within(chat).findByText('Messaggio numero 3')).toBeInTheDocument();
    expect(store.getState().messagesUi.inbox).toMatchObject({
      mode: 'thread',
      thread: { threadId: thread._id, type: 'Single' },
    });

    await user.type(within(chat).getByRole('textbox', { name: 'Message' }), 'Ci vediamo domani{Enter}');
    // The pending bubble is replaced by the stored message's once the answer comes: each check reads the chat anew.
    await waitFor(() =>
      expect(
        within(chat).getByText('Ci vediamo domani', { selector: '[data-testid="chat-message"] *' }),
      ).toBeInTheDocument(),
    );
    expect(sent.map((one) => [one.url, one.reciever])).toEqual([
      ['/api/user/send/message/in/single', thread.contact?._id],
    ]);
    // A reply in a thread keeps the chat open.
    expect(screen.getByRole('region', { name: 'Chat' })).toBeInTheDocument();

    await user.click(within(chat).getByRole('button', { name: 'Back to the conversations' }));
    expect(await screen.findByRole('list', { name: 'Your conversations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toHaveFocus();
    // The swap is rendered after the click (deferred); once drawn, the tab is no longer busy.
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveAttribute('aria-busy', 'false');
  });

  it('does not render an open chat again when the unread counts change', async () => {
    const thread = buildInboxThread({ name: 'Giulia Bianchi', unread: 2 });
    const other = buildInboxThread({ name: 'Luca Verdi', unread: 1 });
    server.use(...readStateHandlers({ reads: { [thread._id]: buildThreadReads({ threadId: thread._id }) } }));
    const { user, store } = renderTab({
      threads: [thread, other],
      messages: { [thread._id]: buildThreadMessages(3, thread._id), [other._id]: buildThreadMessages(1, other._id) },
      unread: { [thread._id]: 2, [other._id]: 1 },
    });
    await user.click(await screen.findByRole('button', { name: /Giulia Bianchi/ }));
    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(await within(chat).findByText('Messaggio numero 3')).toBeInTheDocument();
    const counts = () => unreadApi.endpoints.getUnread.select()(store.getState());
    await waitFor(() => expect(counts().data?.total).toBe(1));
    // The chat has drawn what it shows once open: the counts after the read, and its read state.
    await waitFor(() =>
      expect(readStateApi.endpoints.getThreadReads.select(thread._id)(store.getState()).isSuccess).toBe(true),
    );
    const settled = chatRenders();

    // The other conversation is read (in another tab): the counts are asked again and change. The requests' ends
    // are awaited inside act, so React has rendered what they changed.
    await act(async () => {
      await store.dispatch(messagesApi.endpoints.getConversation.initiate({ kind: 'thread', id: other._id }));
      await store.dispatch(unreadApi.endpoints.getUnread.initiate(undefined, { forceRefetch: true, subscribe: false }));
    });
    expect(counts().data?.total).toBe(0);

    expect(chatRenders()).toBe(settled);
  });

  it('opens a group thread whose title leads to the group detail, and sends to the group', async () => {
    const thread = buildGroupThread({ name: 'Calcetto del giovedì' });
    const sent: SendRequest[] = [];
    const { user } = renderTab({ threads: [thread], send: { onRequest: (body) => sent.push(body) } });
    await user.click(await screen.findByRole('button', { name: /Calcetto del giovedì/ }));

    const chat = await screen.findByRole('region', { name: 'Chat' });
    await within(chat).findByText('No messages');
    await user.type(within(chat).getByRole('textbox', { name: 'Message' }), 'Porto il pallone{Enter}');
    await within(chat).findByText('Porto il pallone', { selector: '[data-testid="chat-message"] *' });
    expect(sent.map((one) => [one.url, one.messageThreadId])).toEqual([
      ['/api/user/send/message/in/group', thread._id],
    ]);

    await user.click(within(chat).getByRole('link', { name: 'Open the details of the group Calcetto del giovedì' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/group/detail/${thread._id}`);
  });

  it('picks a contact, writes a first message, and is back on the inbox with the new conversation on top', async () => {
    const contacts: Contact[] = buildContacts(3);
    const [first] = contacts;
    const name = `${first.firstName} ${first.lastName}`;
    const sent: SendRequest[] = [];
    const { user, store } = renderTab({
      threads: [buildInboxThread({ name: 'Luca Verdi' })],
      contacts,
      send: { onRequest: (body) => sent.push(body) },
    });
    await screen.findByRole('list', { name: 'Your conversations' });

    await user.click(screen.getByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    await user.click(await within(picker).findByRole('radio', { name: new RegExp(name) }));
    await user.click(within(picker).getByRole('button', { name: 'Write' }));

    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(within(chat).getByRole('heading', { name: `First message to ${name}` })).toBeInTheDocument();
    expect(store.getState().messagesUi.inbox).toEqual({ mode: 'firstMessage', contact: first });
    expect(await within(chat).findByText('No messages')).toBeInTheDocument();

    await user.type(within(chat).getByRole('textbox', { name: 'Message' }), 'Ciao, giochi sabato?{Enter}');
    expect(await screen.findByRole('list', { name: 'Your conversations' })).toBeInTheDocument();
    await waitFor(() => expect(threadNames()).toEqual([name, 'Luca Verdi']));
    expect(sent.map((one) => [one.url, one.reciever, one.text])).toEqual([
      ['/api/user/send/message/in/single', first._id, 'Ciao, giochi sabato?'],
    ]);
    expect(store.getState().messagesUi.inbox).toEqual({ mode: 'inbox' });
  });

  it('stays on the first message with the draft when the send fails', async () => {
    const contacts = buildContacts(1);
    const { user } = renderTab({ threads: [], contacts, send: { error: serverDown } });
    await screen.findByText('No conversation');
    await user.click(screen.getByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    await user.click(await within(picker).findByRole('radio'));
    await user.click(within(picker).getByRole('button', { name: 'Write' }));

    const chat = await screen.findByRole('region', { name: 'Chat' });
    await within(chat).findByText('No messages');
    await user.type(within(chat).getByRole('textbox', { name: 'Message' }), 'Ciao!{Enter}');
    expect(await within(chat).findByText('The server could not take the message: retry')).toBeInTheDocument();
    expect(within(chat).getByRole('textbox', { name: 'Message' })).toHaveValue('Ciao!');
    expect(screen.getByRole('region', { name: 'Chat' })).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    renderTab({ threads: [buildGroupThread({ name: 'Corsa del mercoledì' })] }, 'it');
    expect(await screen.findByRole('heading', { name: 'Messaggi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuovo messaggio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crea gruppo' })).toBeInTheDocument();
    expect(await screen.findByText('Gruppo')).toBeInTheDocument();
  });
});
