import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../app/store';
import type { Message } from '../../../api/wire';
import { buildContact, buildGroupThread, buildThreadMessages } from '../../../testing/fixtures/messageFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { messagesHandlers } from '../../../testing/handlers/messagesHandlers';
import { searchHandlers, type SearchHandlersOptions } from '../../../testing/handlers/searchHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { chatElement } from '../chat/testing/chatElement';

// Issue 25, search in a conversation: the header's button or Ctrl/Cmd+F opens a debounced search, hits come with
// the matched words marked (as text: never markup), a count, empty and error states; a hit goes to its message,
// loading the older pages up to it, and lights it up.

const me = buildContact({ firstName: 'Mario', lastName: 'Rossi' });
const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
const group = buildGroupThread();

/** 40 messages; the 5th and the 33rd speak of the ball, the 20th tries to inject markup. */
function conversation(): Message[] {
  const messages = buildThreadMessages(40, group._id, [me, giulia]);
  messages[4] = { ...messages[4], text: 'Porto io il Pallone nuovo' };
  messages[19] = { ...messages[19], text: '<img src=x onerror="alert(1)"> pallone?' };
  messages[32] = { ...messages[32], text: 'Il pallóne è sgonfio' };
  return messages;
}

async function openChat(
  options: { language?: 'en' | 'it'; search?: SearchHandlersOptions['search']; tall?: boolean } = {},
) {
  setLoggedInCookies();
  const messages = conversation();
  const asked: { before: string | null; limit: number }[] = [];
  server.use(
    ...messagesHandlers({
      me,
      threads: [group],
      messages: { [group._id]: messages },
      getConversation: { onRequest: (query) => asked.push({ before: query.before, limit: query.limit }) },
    }),
    ...searchHandlers({ messages: { [group._id]: messages }, search: options.search }),
  );
  const store = makeStore(
    loggedInState({
      language: options.language ?? 'en',
      user: buildProfile({ _id: me._id, firstName: 'Mario', lastName: 'Rossi' }),
    }),
  );
  renderWithProviders(
    // jsdom does not scroll: a tall viewport draws every held message (the journey checks the scrolling).
    chatElement(group, { viewportHeight: options.tall ? 6000 : 120 }),
    { store },
  );
  await screen.findAllByTestId('chat-message');
  return { asked, messages };
}

// jsdom has no scrolling: Virtuoso keeps the reading position with scrollBy when older messages are prepended.
beforeAll(() => {
  Element.prototype.scrollBy = () => undefined;
});

const hits = () => screen.queryAllByRole('button').filter((button) => button.hasAttribute('data-search-hit'));

describe('search in a conversation', () => {
  it('opens from the button, lists the hits newest first with the matched words marked, and closes on Esc', async () => {
    const user = userEvent.setup();
    await openChat();
    const open = screen.getByRole('button', { name: 'Search in the chat' });
    await user.click(open);
    const field = await screen.findByRole('searchbox', { name: 'Search messages' });
    expect(field).toHaveFocus();
    await user.type(field, 'pallone');
    expect(await screen.findByRole('status')).toHaveTextContent('3 results');
    expect(hits().map((hit) => hit.getAttribute('data-search-hit'))).toHaveLength(3);
    const texts = hits().map((hit) => hit.querySelector('span:last-child')?.textContent);
    expect(texts).toEqual([
      'Il pallóne è sgonfio',
      '<img src=x onerror="alert(1)"> pallone?',
      'Porto io il Pallone nuovo',
    ]);
    // The matched words, accents and case as written, are marked; the markup in a message stays text.
    const marks = screen.getByTestId('chat-search').querySelectorAll('mark');
    expect(Array.from(marks, (mark) => mark.textContent)).toEqual(['pallóne', 'pallone', 'Pallone']);
    expect(screen.getByTestId('chat-search').querySelector('img')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('opens on Ctrl+F, searches what is pasted, and shows nothing once cleared', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    await openChat({ search: { onRequest: (query) => asked.push(query.q) } });
    fireEvent.keyDown(screen.getByRole('region', { name: 'Chat' }), { key: 'f', ctrlKey: true });
    const field = await screen.findByRole('searchbox', { name: 'Search messages' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.paste('sgonfio');
    expect(await screen.findByRole('status')).toHaveTextContent('1 result');
    expect(asked).toEqual(['sgonfio']);
    await user.clear(field);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(hits()).toHaveLength(0);
    expect(asked).toEqual(['sgonfio']);
  });

  it('says when no message matches (it, with the plural forms)', async () => {
    const user = userEvent.setup();
    await openChat({ language: 'it' });
    await user.click(screen.getByRole('button', { name: 'Cerca nella chat' }));
    const field = await screen.findByRole('searchbox', { name: 'Cerca nei messaggi' });
    await user.type(field, 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('Nessun messaggio contiene «zzz».');
    await user.clear(field);
    await user.type(field, 'sgonfio');
    expect(await screen.findByText('1 risultato')).toBeInTheDocument();
  });

  it('shows a failed search with a retry that asks again', async () => {
    const user = userEvent.setup();
    await openChat({
      search: {
        error: (_query, call) =>
          call === 1 ? { message: 'Server unavailable', statusCode: 503, error: 'Service Unavailable' } : undefined,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Search in the chat' }));
    await user.type(await screen.findByRole('searchbox'), 'pallone');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search did not work.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 results');
  });

  it('goes to an old hit: loads the older pages up to it, shows it and lights it up', async () => {
    const user = userEvent.setup();
    const { asked, messages } = await openChat({ tall: true });
    // The newest 15 are held (26..40): the 5th is not.
    expect(document.querySelector(`[data-message-id="${messages[4]._id}"]`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search in the chat' }));
    await user.type(await screen.findByRole('searchbox'), 'pallone');
    await screen.findByRole('status');
    // Arrow down reaches the hits; the last is the oldest.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(hits()[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.querySelector(`[data-message-id="${messages[4]._id}"]`)).toHaveAttribute(
        'data-highlighted',
        'true',
      ),
    );
    // One older page, as long as the messages missing (26 - 5 = 21).
    expect(asked.slice(1)).toEqual([{ before: messages[25]._id, limit: 21 }]);
    // The light fades.
    await waitFor(
      () =>
        expect(document.querySelector(`[data-message-id="${messages[4]._id}"]`)).not.toHaveAttribute(
          'data-highlighted',
        ),
      { timeout: 4000 },
    );
  });

  it("loads no older page from the jump's own scroll to the top, and does once the member moves the list", async () => {
    const user = userEvent.setup();
    const { asked, messages } = await openChat({ tall: true });
    // jsdom has no layout: the scroller says it is at the top, where the jump put the oldest held message.
    const scroller = screen.getByTestId('chat-scroller');
    Object.defineProperties(scroller, {
      scrollTop: { value: 0 },
      scrollHeight: { value: 40 * 60 },
      clientHeight: { value: 600 },
    });
    await user.click(screen.getByRole('button', { name: 'Search in the chat' }));
    await user.type(await screen.findByRole('searchbox'), 'pallone');
    await screen.findByRole('status');
    await user.click(hits()[2]);
    await waitFor(() =>
      expect(document.querySelector(`[data-message-id="${messages[4]._id}"]`)).toHaveAttribute(
        'data-highlighted',
        'true',
      ),
    );
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('status', { name: 'Loading older messages' })).not.toBeInTheDocument();
    expect(asked.slice(1)).toEqual([{ before: messages[25]._id, limit: 21 }]);
    // The member scrolls up with the wheel: the older page comes.
    fireEvent.wheel(scroller, { deltaY: -100 });
    await waitFor(() => expect(asked.slice(1)).toHaveLength(2));
    expect(asked[2].before).toBe(messages[4]._id);
    expect(await screen.findByText(String(messages[0].text))).toBeInTheDocument();
  });

  it('goes to the newest hit with Enter in the field', async () => {
    const user = userEvent.setup();
    const { messages } = await openChat();
    await user.click(screen.getByRole('button', { name: 'Search in the chat' }));
    await user.type(await screen.findByRole('searchbox'), 'sgonfio');
    await screen.findByRole('status');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.querySelector(`[data-message-id="${messages[32]._id}"]`)).toHaveAttribute(
        'data-highlighted',
        'true',
      ),
    );
  });
});
