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
  uniqueMark,
} from '../helpers/chatJourney';

// Issue 25: unsent messages wait in an outbox that survives a reload, and go once the link is back, exactly once.

test('a message that could not leave survives a reload and is sent exactly once (it + en)', async ({
  browser,
  baseURL,
}) => {
  const mario = await personIn(browser, baseURL, MARIO, 'it');
  const giulia = await personIn(browser, baseURL, GIULIA, 'en');
  await openMessagesTab(mario, 'it');
  await openMessagesTab(giulia, 'en');
  const marioChat = await openThread(mario, 'it', 'Giulia Bianchi');
  const giuliaChat = await openThread(giulia, 'en', 'Mario Rossi');
  const words = `Dalla posta in uscita ${uniqueMark()}`;

  // The send never reaches the server (the network drops it): the message waits, shown as being sent.
  await mario.route('**/api/user/send/message/in/single', (route) => route.abort('internetdisconnected'));
  await send(marioChat, 'it', words);
  await expect(bubble(marioChat, words)).toHaveAttribute('data-delivery', 'pending');
  await expect(bubble(marioChat, words)).toContainText(tm('it', 'chat.sending'));
  await expect(marioChat.getByRole('textbox', { name: tm('it', 'chat.messageLabel') })).toHaveValue('');

  // Mario reloads before the link comes back; the network carries sends again from now on.
  await mario.unroute('**/api/user/send/message/in/single');
  const sent = mario.waitForResponse(
    (response) => response.url().includes('/api/user/send/message/in/single') && response.status() === 201,
  );
  await mario.reload();
  await sent;
  await expect(bubble(giuliaChat, words)).toHaveCount(1);

  // The inbox shows the thread at the top with the message; opened, it shows once, sent.
  await expect(
    mario
      .getByRole('list', { name: tm('it', 'inbox.listLabel') })
      .getByRole('button')
      .first(),
  ).toContainText(words);
  const again = await openThread(mario, 'it', 'Giulia Bianchi');
  await expectSent(again, words);
  await expect(bubble(again, words)).toHaveCount(1);

  // Exactly once on the server too: Giulia's thread read afresh holds it once.
  await giulia.reload();
  await expect(
    giulia
      .getByRole('list', { name: tm('en', 'inbox.listLabel') })
      .getByRole('button')
      .first(),
  ).toContainText(words);
  const reread = await openThread(giulia, 'en', 'Mario Rossi');
  await expect(bubble(reread, words)).toHaveCount(1);

  await mario.context().close();
  await giulia.context().close();
});

test('a thread opened on unread messages lands on the first of them, under "New messages" (en + it)', async ({
  browser,
  baseURL,
}) => {
  const giulia = await personIn(browser, baseURL, GIULIA, 'en');
  const mario = await personIn(browser, baseURL, MARIO, 'it');
  await openMessagesTab(giulia, 'en');
  await openMessagesTab(mario, 'it');
  const giuliaChat = await openThread(giulia, 'en', 'Mario Rossi');
  const stamp = uniqueMark();
  const unread = [`Prima non letta ${stamp}`, `Seconda ${stamp}`, `Terza ${stamp}`];
  for (const words of unread) {
    await send(giuliaChat, 'en', words);
    await expectSent(giuliaChat, words);
  }
  // Mario's inbox hears it live; he opens the thread.
  const list = mario.getByRole('list', { name: tm('it', 'inbox.listLabel') });
  await expect(list.getByRole('button').first()).toContainText(unread[2]);
  await list.getByRole('button').first().click();
  const chat = mario.getByRole('region', { name: tm('it', 'chat.label') });
  const line = chat.getByRole('separator', { name: tm('it', 'chat.newMessages') });
  await expect(line).toBeVisible();
  await expect(bubble(chat, unread[0])).toBeInViewport();
  // The line is right above the first unread message.
  const lineBox = await line.boundingBox();
  const firstBox = await bubble(chat, unread[0]).boundingBox();
  expect(lineBox && firstBox && firstBox.y >= lineBox.y && firstBox.y - (lineBox.y + lineBox.height) < 20).toBe(true);
  // Days are marked DD/MM/YYYY.
  await expect(chat.getByTestId('chat-day').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  await mario.context().close();
  await giulia.context().close();
});
