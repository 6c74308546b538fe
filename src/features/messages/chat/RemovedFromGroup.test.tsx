import { act, screen, waitFor, within } from '@testing-library/react';
import type { WebSocketHandlerConnection } from 'msw';
import { buildContact, buildGroupThread, buildThreadMessages } from '../../../testing/fixtures/messageFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { liveLink, messagesHandlers, type MessagesHandlersOptions } from '../../../testing/handlers/messagesHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { unreadApi } from '../live/unreadApi';
import { chatElement } from './testing/chatElement';

const me = buildContact({ firstName: 'Mario', lastName: 'Rossi' });
const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
const group = buildGroupThread();
const other = buildGroupThread({ name: 'Altro gruppo' });

function renderGroupChat(options: Omit<MessagesHandlersOptions, 'me' | 'threads'>, language: 'en' | 'it') {
  setLoggedInCookies();
  let clients: WebSocketHandlerConnection['client'][] = [];
  server.use(
    ...messagesHandlers({ me, threads: [group, other], ...options }),
    liveLink.addEventListener('connection', ({ client }) => {
      clients = [...clients, client];
      client.send(JSON.stringify({ type: 'ready', data: { userId: me._id } }));
    }),
  );
  const view = renderWithProviders(chatElement(group), {
    preloadedState: loggedInState({
      language,
      user: buildProfile({ _id: me._id, firstName: 'Mario', lastName: 'Rossi' }),
    }),
  });
  const live = view.store.dispatch(unreadApi.endpoints.getUnread.initiate());
  return { ...view, clients: () => clients, stop: () => live.unsubscribe() };
}

const removed = (threadId: string, deleted = false) =>
  JSON.stringify({ type: 'thread.removed', data: { threadId, deleted } });

describe('removed from a group while its chat is open', () => {
  it('closes the composer with a clear message when the live link says so, only for that group (en)', async () => {
    const { clients, stop } = renderGroupChat(
      { messages: { [group._id]: buildThreadMessages(3, group._id, [giulia]) } },
      'en',
    );
    await screen.findByText('Messaggio numero 3', { exact: false });
    await waitFor(() => expect(clients()).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();

    act(() => clients()[0].send(removed(other._id)));
    act(() => clients()[0].send(removed(group._id)));
    expect(await screen.findByText('You are no longer a member of this group')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    // What was said stays readable.
    expect(screen.getByText('Messaggio numero 3', { exact: false })).toBeInTheDocument();
    stop();
  });

  it('closes the composer when a send is refused because the member was removed (it)', async () => {
    const { user, stop } = renderGroupChat(
      {
        messages: { [group._id]: buildThreadMessages(3, group._id, [giulia]) },
        send: { error: { message: 'Non sei un membro di questo gruppo.', statusCode: 403, error: 'Forbidden' } },
      },
      'it',
    );
    await user.type(await screen.findByRole('textbox', { name: 'Messaggio' }), 'Ci sono?{Enter}');
    await waitFor(() => expect(screen.getAllByText('Non sei più membro di questo gruppo').length).toBeGreaterThan(1));
    expect(screen.queryByRole('textbox', { name: 'Messaggio' })).not.toBeInTheDocument();
    stop();
  });

  it('says the group was deleted when its owner deletes it (it), live', async () => {
    const { clients, stop } = renderGroupChat(
      { messages: { [group._id]: buildThreadMessages(3, group._id, [giulia]) } },
      'it',
    );
    await screen.findByText('Messaggio numero 3', { exact: false });
    await waitFor(() => expect(clients()).toHaveLength(1));

    act(() => clients()[0].send(removed(group._id, true)));
    expect(await screen.findByText('Questo gruppo è stato eliminato da chi lo ha creato')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Messaggio' })).not.toBeInTheDocument();
    // The chat says why it closed: deleted, not the removal's words (a toast of the test before may still show).
    expect(
      within(screen.getByRole('region', { name: 'Chat' })).queryByText('Non sei più membro di questo gruppo'),
    ).not.toBeInTheDocument();
    stop();
  });

  it('says the group was deleted when a send finds it gone (en)', async () => {
    const { user, stop } = renderGroupChat(
      {
        messages: { [group._id]: buildThreadMessages(3, group._id, [giulia]) },
        send: { error: { message: 'Group not found.', statusCode: 404, error: 'Not Found' } },
      },
      'en',
    );
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Anyone here?{Enter}');
    expect(await screen.findByText('This group was deleted by its owner')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    stop();
  });
});
