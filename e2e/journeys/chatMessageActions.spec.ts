import { expect, test } from '../fixtures';
import {
  bubble,
  expectSent,
  GIULIA,
  MARIO,
  openMessagesTab,
  openThread,
  personIn,
  send,
  tm,
} from '../helpers/chatJourney';

// Issue 25, what members expect: Mario (Italian) and Giulia (English) reply, edit, delete and react; each shows
// live on the other side.

test('reply, edit, delete and a reaction show live on the other side (it + en)', async ({ browser, baseURL }) => {
  const mario = await personIn(browser, baseURL, MARIO, 'it');
  const giulia = await personIn(browser, baseURL, GIULIA, 'en');
  await openMessagesTab(mario, 'it');
  await openMessagesTab(giulia, 'en');
  const marioChat = await openThread(mario, 'it', 'Giulia Bianchi');
  const giuliaChat = await openThread(giulia, 'en', 'Mario Rossi');
  const stamp = Date.now();
  const question = `What time is training? ${stamp}`;
  const answer = `Alle 17 ${stamp}`;
  const corrected = `Alle 18 ${stamp}`;
  const oops = `Messaggio sbagliato ${stamp}`;

  await send(giuliaChat, 'en', question);
  await expectSent(giuliaChat, question);
  await expect(bubble(marioChat, question)).toBeVisible();

  // Mario replies from the message's menu, by keyboard: the reply quotes the question on both sides.
  const menuButton = bubble(marioChat, question).getByRole('button', { name: /^Azioni per il messaggio di/ });
  await menuButton.focus();
  await mario.keyboard.press('Enter');
  await mario
    .getByRole('menu')
    .getByRole('menuitem', { name: tm('it', 'chat.actions.reply') })
    .click();
  await expect(marioChat.getByTestId('composer-banner')).toContainText(question);
  await send(marioChat, 'it', answer);
  await expectSent(marioChat, answer);
  await expect(bubble(giuliaChat, answer).getByTestId('chat-reply-quote')).toContainText(question);

  // Mario edits his answer: Giulia sees the new text marked edited.
  await bubble(marioChat, answer)
    .getByRole('button', { name: /^Azioni per il messaggio di/ })
    .click();
  await mario
    .getByRole('menu')
    .getByRole('menuitem', { name: tm('it', 'chat.actions.edit') })
    .click();
  const field = marioChat.getByRole('textbox', { name: tm('it', 'chat.messageLabel') });
  await expect(field).toHaveValue(answer);
  await field.fill(corrected);
  await field.press('Enter');
  await expect(bubble(giuliaChat, corrected)).toContainText(tm('en', 'chat.edited'));
  await expect(bubble(giuliaChat, answer)).toHaveCount(0);

  // Giulia reacts: Mario sees the count with her name.
  await bubble(giuliaChat, corrected)
    .getByRole('button', { name: /^Actions for the message from/ })
    .click();
  await giulia
    .getByRole('menu')
    .getByRole('menuitem', { name: tm('en', 'chat.actions.react', { emoji: '👍' }) })
    .click();
  await expect(
    bubble(marioChat, corrected).getByRole('button', { name: /👍: 1 reazione \(Giulia Bianchi\)/ }),
  ).toBeVisible();

  // Mario deletes a message after confirming: Giulia sees "Message deleted", the text is gone.
  await send(marioChat, 'it', oops);
  await expectSent(marioChat, oops);
  await expect(bubble(giuliaChat, oops)).toBeVisible();
  await bubble(marioChat, oops)
    .getByRole('button', { name: /^Azioni per il messaggio di/ })
    .click();
  await mario
    .getByRole('menu')
    .getByRole('menuitem', { name: tm('it', 'chat.actions.delete') })
    .click();
  await mario
    .getByRole('dialog')
    .getByRole('button', { name: tm('it', 'chat.remove.confirm') })
    .click();
  await expect(giuliaChat.getByTestId('chat-deleted').last()).toHaveText(tm('en', 'chat.deleted'));
  await expect(bubble(giuliaChat, oops)).toHaveCount(0);
  await expect(marioChat.getByTestId('chat-deleted').last()).toHaveText(tm('it', 'chat.deleted'));
});
