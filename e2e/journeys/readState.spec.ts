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

// Issue 25, read state: Mario (Italian) sees "Visto" under his last message once Giulia (English) opens their
// thread, live; in a group he sees "Visto da 1" and, on demand, who.

test('Seen in a direct thread and Seen by N in a group arrive live (it + en)', async ({ browser, baseURL }) => {
  const mario = await personIn(browser, baseURL, MARIO, 'it');
  const giulia = await personIn(browser, baseURL, GIULIA, 'en');
  await openMessagesTab(mario, 'it');
  await openMessagesTab(giulia, 'en');

  // Direct thread: nothing seen until Giulia opens it.
  const marioChat = await openThread(mario, 'it', 'Giulia Bianchi');
  const direct = `Ci sei domani ${uniqueMark()}`;
  await send(marioChat, 'it', direct);
  await expectSent(marioChat, direct);
  await expect(marioChat.getByTestId('chat-seen')).toHaveCount(0);
  const giuliaChat = await openThread(giulia, 'en', 'Mario Rossi');
  await expect(bubble(giuliaChat, direct)).toBeVisible();
  const seen = marioChat.getByTestId('chat-seen');
  await expect(seen).toHaveText(tm('it', 'chat.seen'));
  await expect(seen).toHaveCount(1);
  // The list, at its bottom, grew with the line and keeps it in view (clipped by the chat's scroller it would not be).
  await expect(seen).toBeInViewport({ ratio: 1 });

  // Both go back to their inbox. On a page loaded again, Mario's chat shows the line whole: the read state answers
  // (and the line's code loads) after the list has opened at its bottom.
  await giulia.getByRole('button', { name: tm('en', 'inbox.back') }).click();
  await openMessagesTab(mario, 'it');
  const marioAgain = await openThread(mario, 'it', 'Giulia Bianchi');
  await expect(marioAgain.getByTestId('chat-seen')).toBeInViewport({ ratio: 1 });
  await mario.getByRole('button', { name: tm('it', 'inbox.back') }).click();

  // Group: Mario writes in Giulia's group; once she opens it he sees "Visto da 1" and, asked, her name.
  const marioGroup = await openThread(mario, 'it', 'Calcetto del giovedì');
  const inGroup = `Chi porta il pallone ${uniqueMark()}`;
  await send(marioGroup, 'it', inGroup);
  await expectSent(marioGroup, inGroup);
  await expect(marioGroup.getByTestId('chat-seen')).toHaveCount(0);
  const giuliaGroup = await openThread(giulia, 'en', 'Calcetto del giovedì');
  await expect(bubble(giuliaGroup, inGroup)).toBeVisible();
  const seenBy = marioGroup.getByRole('button', { name: tm('it', 'chat.seenByLabel_one', { count: 1 }) });
  await expect(seenBy).toHaveText(tm('it', 'chat.seenBy_one', { count: 1 }));
  await seenBy.press('Enter');
  const dialog = mario.getByRole('dialog', { name: tm('it', 'chat.readers.title') });
  await expect(dialog.getByTestId('chat-readers').getByRole('listitem')).toHaveText(['Giulia Bianchi']);
  await mario.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(seenBy).toBeFocused();
});
