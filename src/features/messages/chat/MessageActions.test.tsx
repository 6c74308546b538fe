import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '../../../api/wire';
import { buildContact, buildGroupThread, buildMessage } from '../../../testing/fixtures/messageFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { messagesHandlers, type SendRequest } from '../../../testing/handlers/messagesHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { chatElement } from './testing/chatElement';

// Issue 25: reply, edit and delete one's own message within its window, reactions; all from the keyboard.

const me = buildContact({ firstName: 'Mario', lastName: 'Rossi' });
const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
const group = buildGroupThread();
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function renderChat(messages: Message[], sends: SendRequest[] = []) {
  setLoggedInCookies();
  server.use(
    ...messagesHandlers({
      me,
      threads: [group],
      messages: { [group._id]: messages },
      send: { onRequest: (body) => sends.push(body) },
    }),
  );
  renderWithProviders(chatElement(group), {
    preloadedState: loggedInState({ user: buildProfile({ _id: me._id, firstName: 'Mario', lastName: 'Rossi' }) }),
  });
}

/** The bubble showing `text`, once it does (the list draws a change in a render after the one that asked for it). */
const bubble = (text: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('chat-message').find((node) => node.textContent?.includes(text));
    if (!found) throw new Error(`no bubble shows "${text}"`);
    return found;
  });

/** The menu button of the message showing `text` (looked up afresh: the list re-renders its rows). */
async function menuButton(text: string) {
  await bubble(text);
  return waitFor(() => {
    const button = screen
      .getAllByRole('button', { name: /^Actions for the message from/ })
      .find((candidate) => candidate.closest('[data-testid="chat-message"]')?.textContent?.includes(text));
    expect(button).toBeDefined();
    return button as HTMLElement;
  });
}

async function openMenu(text: string) {
  const user = userEvent.setup();
  await user.click(await menuButton(text));
  return { user, menu: await screen.findByRole('menu') };
}

const fromGiulia = (text: string, minute = 0) =>
  buildMessage({ threadId: group._id, sender: giulia, text, minute, editableUntil: inMinutes(10) });
const mine = (text: string, minute = 1, editableUntil = inMinutes(10)) =>
  buildMessage({ threadId: group._id, sender: me, text, minute, editableUntil });

describe('message actions', () => {
  it('replies with a quote of the message; Escape cancels a reply', async () => {
    const sends: SendRequest[] = [];
    const question = fromGiulia('A che ora?');
    renderChat([question], sends);
    let { user, menu } = await openMenu('A che ora?');
    await user.click(within(menu).getByRole('menuitem', { name: 'Reply' }));
    const field = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByTestId('composer-banner')).toHaveTextContent('Replying to Giulia Bianchi');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('composer-banner')).not.toBeInTheDocument();

    ({ user, menu } = await openMenu('A che ora?'));
    await user.click(within(menu).getByRole('menuitem', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Alle 18{Enter}');
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0].replyTo).toBe(question._id);
    const reply = await bubble('Alle 18');
    expect(within(reply).getByTestId('chat-reply-quote')).toHaveTextContent('A che ora?');
    expect(screen.queryByTestId('composer-banner')).not.toBeInTheDocument();
  });

  it('edits my own message within its window; others see it marked edited', async () => {
    renderChat([mine('Alle 17')]);
    const { user, menu } = await openMenu('Alle 17');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveValue('Alle 17');
    await user.clear(field);
    await user.type(field, 'Alle 18{Enter}');
    const edited = await bubble('Alle 18');
    expect(edited).toHaveTextContent('edited');
    expect(field).toHaveValue('');
  });

  it('offers no edit or delete on my message after its window, nor on messages of others', async () => {
    renderChat([fromGiulia('Di Giulia'), mine('Vecchio', 1, inMinutes(-1))]);
    const first = await openMenu('Vecchio');
    expect(within(first.menu).queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(first.menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const { menu } = await openMenu('Di Giulia');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Reply' })).toBeInTheDocument();
  });

  it('deletes my message after a confirmation; it shows as deleted', async () => {
    renderChat([mine('Da cancellare')]);
    const { user, menu } = await openMenu('Da cancellare');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('chat-deleted')).toHaveTextContent('Message deleted');
    expect(screen.queryByText('Da cancellare')).not.toBeInTheDocument();
  });

  it('reacts from the menu, shows the count with who reacted, and takes it back from the chip', async () => {
    const message = fromGiulia('Vittoria!');
    message.reactions = [{ emoji: '👍', people: [giulia] }];
    renderChat([message]);
    const { user, menu } = await openMenu('Vittoria!');
    await user.click(within(menu).getByRole('menuitem', { name: 'React with 👍' }));
    const chip = await screen.findByRole('button', { name: '👍: 2 reactions (Giulia Bianchi, Mario Rossi)' });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(chip);
    expect(await screen.findByRole('button', { name: '👍: 1 reaction (Giulia Bianchi)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
