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

// Issue 25: a chat that never loses or doubles a message. Mario (Italian) loses his network while both write;
// once it is back every message shows exactly once, in the same order, on both sides.

test('a cut link: sends on both sides, then every message once and in order on both (it + en)', async ({
  browser,
  baseURL,
}) => {
  const mario = await personIn(browser, baseURL, MARIO, 'it');
  const giulia = await personIn(browser, baseURL, GIULIA, 'en');
  await openMessagesTab(mario, 'it');
  await openMessagesTab(giulia, 'en');
  const marioChat = await openThread(mario, 'it', 'Giulia Bianchi');
  const giuliaChat = await openThread(giulia, 'en', 'Mario Rossi');
  const stamp = uniqueMark();
  const words = {
    before: `Prima del tunnel ${stamp}`,
    giulia1: `Are you there? ${stamp}`,
    giulia2: `Call me when you can ${stamp}`,
    mario: `Sono in galleria ${stamp}`,
  };

  await send(marioChat, 'it', words.before);
  await expectSent(marioChat, words.before);
  await expect(bubble(giuliaChat, words.before)).toBeVisible();

  // Mario's network goes: the chat says it is reconnecting, and his send waits in the outbox.
  await mario.context().setOffline(true);
  const reconnecting = marioChat.getByRole('status').filter({ hasText: tm('it', 'chat.reconnecting') });
  await expect(reconnecting).toBeVisible();
  await send(marioChat, 'it', words.mario);
  await expect(bubble(marioChat, words.mario)).toHaveAttribute('data-delivery', 'pending');
  await expect(bubble(marioChat, words.mario)).toContainText(tm('it', 'chat.sending'));
  await send(giuliaChat, 'en', words.giulia1);
  await expectSent(giuliaChat, words.giulia1);
  await send(giuliaChat, 'en', words.giulia2);
  await expectSent(giuliaChat, words.giulia2);
  await expect(bubble(marioChat, words.giulia1)).toHaveCount(0);

  // Back online: reconnected at once, the catch-up brings what was missed, the outbox sends Mario's message once.
  await mario.context().setOffline(false);
  await expect(reconnecting).toHaveCount(0);
  await expect(bubble(marioChat, words.giulia2)).toBeVisible();
  await expectSent(marioChat, words.mario);
  await expect(bubble(giuliaChat, words.mario)).toBeVisible();

  const order = [words.before, words.giulia1, words.giulia2, words.mario];
  for (const chat of [marioChat, giuliaChat]) {
    for (const text of order) await expect(bubble(chat, text)).toHaveCount(1);
    const shown = await chat.getByTestId('chat-message').allTextContents();
    const positions = order.map((text) => shown.findIndex((line) => line.includes(text)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  }

  await mario.context().close();
  await giulia.context().close();
});
