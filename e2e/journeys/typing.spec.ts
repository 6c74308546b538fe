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

// Issue 25, typing indicator: Giulia (English) types in her thread with Mario (Italian), who sees it live until her
// message arrives; Mario types and Giulia sees it until 5 s pass without more.

test('typing shows live on the other side and goes with the message or after 5 s (it + en)', async ({
  browser,
  baseURL,
}) => {
  const mario = await personIn(browser, baseURL, MARIO, 'it');
  const giulia = await personIn(browser, baseURL, GIULIA, 'en');
  await openMessagesTab(mario, 'it');
  await openMessagesTab(giulia, 'en');
  const marioChat = await openThread(mario, 'it', 'Giulia Bianchi');
  const giuliaChat = await openThread(giulia, 'en', 'Mario Rossi');

  const words = `Arrivo tra dieci minuti ${uniqueMark()}`;
  const giuliaField = giuliaChat.getByRole('textbox', { name: tm('en', 'chat.messageLabel') });
  await giuliaField.pressSequentially('Arrivo tra');
  await expect(marioChat.getByTestId('chat-typing')).toHaveText(tm('it', 'chat.typing', { name: 'Giulia' }));
  await expect(giuliaChat.getByTestId('chat-typing')).toHaveText('');
  await send(giuliaChat, 'en', words);
  await expectSent(giuliaChat, words);
  await expect(bubble(marioChat, words)).toBeVisible();
  await expect(marioChat.getByTestId('chat-typing')).toHaveText('');

  await marioChat.getByRole('textbox', { name: tm('it', 'chat.messageLabel') }).pressSequentially('Va bene');
  await expect(giuliaChat.getByTestId('chat-typing')).toHaveText(tm('en', 'chat.typing', { name: 'Mario' }));
  // Nothing more is typed: it goes by itself (5 s after the last event).
  await expect(giuliaChat.getByTestId('chat-typing')).toHaveText('', { timeout: 10_000 });
});
