import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred } from '../../../testing/deferred';
import { buildContact, buildGroupThread, buildThreadMessages } from '../../../testing/fixtures/messageFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import {
  messagesHandlers,
  type ConversationQuery,
  type MessagesHandlersOptions,
  type SendRequest,
} from '../../../testing/handlers/messagesHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { liveLinkChanged } from '../live/liveLinkSlice';
import { chatElement } from './testing/chatElement';

const me = buildContact({ firstName: 'Mario', lastName: 'Rossi' });
const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
const group = buildGroupThread();

function renderChat(options: Omit<MessagesHandlersOptions, 'me' | 'threads'>) {
  setLoggedInCookies();
  server.use(...messagesHandlers({ me, threads: [group], ...options }));
  const onBack = jest.fn();
  const view = renderWithProviders(
    // jsdom lays nothing out: Virtuoso is told the sizes a browser would measure.
    chatElement(group, { onBack }),
    {
      preloadedState: loggedInState({
        user: buildProfile({ _id: me._id, firstName: me.firstName, lastName: me.lastName }),
      }),
    },
  );
  return { ...view, onBack };
}

const shownTexts = () =>
  screen.queryAllByTestId('chat-message').map((node) => within(node).queryByText(/Messaggio|Ciao/)?.textContent);

/** The scroller's geometry as a browser would report it, then a scroll event. */
function scrollTo(scrollTop: number, scrollHeight = 3000, clientHeight = 600) {
  const scroller = screen.getByTestId('chat-scroller');
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: clientHeight });
  scroller.scrollTop = scrollTop;
  fireEvent.scroll(scroller);
}

// jsdom has no scrolling: Virtuoso keeps the reading position with scrollBy when older messages are prepended.
beforeAll(() => {
  Element.prototype.scrollBy = () => undefined;
});

describe('ChatView', () => {
  it('asks for the latest 15 messages and shows the newest at the bottom', async () => {
    const queries: ConversationQuery[] = [];
    const messages = buildThreadMessages(40, group._id, [giulia, me]);
    renderChat({ messages: { [group._id]: messages }, getConversation: { onRequest: (query) => queries.push(query) } });
    await waitFor(() => expect(shownTexts()).toContain('Messaggio numero 40'));
    expect(queries[0]).toMatchObject({ limit: 15, offset: 0, before: null, after: null });
    expect(shownTexts()).not.toContain('Messaggio numero 25');
    expect(screen.getAllByText('Giulia Bianchi').length).toBeGreaterThan(0);
  });

  it("says 'no messages' for an empty thread", async () => {
    renderChat({ messages: { [group._id]: [] } });
    expect(await screen.findByText('No messages')).toBeInTheDocument();
  });

  it("toasts 'Error in open Chat' when the thread cannot be read", async () => {
    renderChat({
      messages: {},
      getConversation: { error: { message: 'Forbidden', statusCode: 403, error: 'Forbidden' } },
    });
    expect(await screen.findByText('Error in open Chat')).toBeInTheDocument();
    // Not "No messages": the chat says it could not be opened.
    expect(screen.getByText('The chat could not be opened.')).toBeInTheDocument();
    expect(screen.queryByText('No messages')).not.toBeInTheDocument();
  });

  it('opens the chat on Try again after a failed open', async () => {
    renderChat({
      messages: { [group._id]: buildThreadMessages(2, group._id, [giulia]) },
      getConversation: {
        error: (_query, call) => (call === 1 ? { message: 'Boom', statusCode: 503, error: 'Unavailable' } : undefined),
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fireEvent.click(retry);
    await waitFor(() => expect(shownTexts()).toContain('Messaggio numero 2'));
    expect(screen.queryByText('The chat could not be opened.')).not.toBeInTheDocument();
  });

  it('loads 15 older messages within 100 px of the top, before the oldest held, and never twice at once', async () => {
    const queries: ConversationQuery[] = [];
    const held = deferred();
    const messages = buildThreadMessages(40, group._id, [giulia]);
    renderChat({
      messages: { [group._id]: messages },
      getConversation: {
        onRequest: (query) => queries.push(query),
        holdUntil: (call) => (call === 2 ? held.promise : undefined),
      },
    });
    await waitFor(() => expect(shownTexts()).toContain('Messaggio numero 40'));

    scrollTo(101);
    expect(queries).toHaveLength(1);
    scrollTo(100);
    scrollTo(60);
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]).toMatchObject({ limit: 15, before: messages[25]._id });
    expect(screen.getByRole('status', { name: 'Loading older messages' })).toBeInTheDocument();
    held.release();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading older messages' })).not.toBeInTheDocument(),
    );
    scrollTo(0);
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries[2]).toMatchObject({ before: messages[10]._id });
  });

  it("toasts 'Failed to load older messages' when an older page fails", async () => {
    renderChat({
      messages: { [group._id]: buildThreadMessages(20, group._id, [giulia]) },
      getConversation: {
        error: (_query, call) => (call === 2 ? { message: 'Boom', statusCode: 503, error: 'Unavailable' } : undefined),
      },
    });
    await waitFor(() => expect(shownTexts()).toContain('Messaggio numero 20'));
    scrollTo(0);
    expect(await screen.findByText('Failed to load older messages')).toBeInTheDocument();
  });

  it('shows the scroll-to-bottom button only beyond 100 px from the bottom', async () => {
    renderChat({ messages: { [group._id]: buildThreadMessages(20, group._id, [giulia]) } });
    await waitFor(() => expect(shownTexts()).toContain('Messaggio numero 20'));
    scrollTo(2300);
    expect(screen.queryByRole('button', { name: 'Go to the latest messages' })).not.toBeInTheDocument();
    scrollTo(2299);
    expect(screen.getByRole('button', { name: 'Go to the latest messages' })).toBeInTheDocument();
    scrollTo(2400);
    expect(screen.queryByRole('button', { name: 'Go to the latest messages' })).not.toBeInTheDocument();
  });

  it("shows a message at once as pending, then sent with 'Sent'", async () => {
    const sends: SendRequest[] = [];
    const held = deferred();
    const { user: actor } = renderChat({
      messages: { [group._id]: buildThreadMessages(3, group._id, [giulia]) },
      send: { onRequest: (body) => sends.push(body), holdUntil: held.promise },
    });
    await waitFor(() => expect(shownTexts()).toContain('Messaggio numero 3'));
    await actor.type(screen.getByRole('textbox', { name: 'Message' }), 'Ciao a tutti{Enter}');

    const pending = await screen.findByText('Ciao a tutti');
    expect(pending.closest('[data-testid="chat-message"]')).toHaveAttribute('data-delivery', 'pending');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(sends[0]).toMatchObject({
      url: '/api/user/send/message/in/group',
      messageThreadId: group._id,
      text: 'Ciao a tutti',
      messageType: 'Text',
    });

    held.release();
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    await waitFor(() => {
      const sent = screen.getAllByText('Ciao a tutti');
      expect(sent).toHaveLength(1);
      expect(sent[0].closest('[data-testid="chat-message"]')).toHaveAttribute('data-delivery', 'sent');
    });
  });

  it('keeps the draft and the picture when a send fails, and a retry sends it once', async () => {
    const sends: SendRequest[] = [];
    const { user: actor } = renderChat({
      messages: { [group._id]: buildThreadMessages(3, group._id, [giulia]) },
      send: {
        onRequest: (body) => sends.push(body),
        error: (_body, call) =>
          call === 1 ? { message: 'Too many messages', statusCode: 429, error: 'Too Many Requests' } : undefined,
      },
    });
    await waitFor(() => expect(shownTexts()).toContain('Messaggio numero 3'));
    await actor.upload(
      screen.getByLabelText('Attach a picture'),
      new File([new Uint8Array(64)], 'campo.png', { type: 'image/png' }),
    );
    await actor.type(screen.getByRole('textbox', { name: 'Message' }), 'Ciao con foto{Enter}');

    // The reason, in the reader's language, in a toast and under the message.
    await waitFor(() => expect(screen.getAllByText('Too many messages: wait a moment, then retry')).toHaveLength(2));
    expect(sends[0]).toMatchObject({ messageType: 'TextWithPicture', text: 'Ciao con foto' });
    expect(sends[0].picture?.name).toBe('campo.png');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Ciao con foto');
    expect(screen.getByText('campo.png')).toBeInTheDocument();
    const failed = screen
      .getByText('Ciao con foto', { selector: 'span' })
      .closest('[data-testid="chat-message"]') as HTMLElement;
    expect(failed).toHaveAttribute('data-delivery', 'failed');

    await actor.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(sends).toHaveLength(2);
    expect(sends[1]).toMatchObject({ messageType: 'TextWithPicture', text: 'Ciao con foto' });
    // The retry carries the same client id: had the first send been stored after all, it would not be stored twice.
    expect(sends[0].clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sends[1].clientId).toBe(sends[0].clientId);
    expect(screen.getAllByText('Ciao con foto', { selector: 'span' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.queryByText('campo.png')).not.toBeInTheDocument();
  });

  it('sends the restored draft again from the composer, replacing the failed message', async () => {
    const sends: SendRequest[] = [];
    const { user: actor } = renderChat({
      messages: { [group._id]: buildThreadMessages(3, group._id, [giulia]) },
      send: {
        onRequest: (body) => sends.push(body),
        error: (_body, call) => (call === 1 ? { message: 'Boom', statusCode: 503, error: 'Unavailable' } : undefined),
      },
    });
    await waitFor(() => expect(shownTexts()).toContain('Messaggio numero 3'));
    await actor.type(screen.getByRole('textbox', { name: 'Message' }), 'Ciao di nuovo{Enter}');
    await screen.findByRole('button', { name: 'Retry' });
    await actor.type(screen.getByRole('textbox', { name: 'Message' }), '!{Enter}');
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(sends.map((body) => [body.text, body.messageType])).toEqual([
      ['Ciao di nuovo', 'Text'],
      ['Ciao di nuovo!', 'Text'],
    ]);
    // An edited draft is a new message: a new client id.
    expect(sends[1].clientId).not.toBe(sends[0].clientId);
    expect(screen.queryByText('Ciao di nuovo')).not.toBeInTheDocument();
    expect(screen.getAllByText('Ciao di nuovo!')).toHaveLength(1);
  });

  it('says it is reconnecting while the live link is down, and stops when it is back', async () => {
    const { store } = renderChat({ messages: { [group._id]: buildThreadMessages(3, group._id, [giulia]) } });
    await waitFor(() => expect(shownTexts()).toContain('Messaggio numero 3'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => store.dispatch(liveLinkChanged('down')));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reconnecting… New messages will appear when the connection is back.',
    );
    act(() => store.dispatch(liveLinkChanged('up')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
