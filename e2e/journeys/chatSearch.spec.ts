import { expect, test } from '../fixtures';
import { bubble, MARIO, openMessagesTab, openThread, personIn, tm, type Lang } from '../helpers/chatJourney';

// Issue 25, search in a conversation: Mario searches a word of an old message in his thread with Giulia, sees it
// marked in the hits, goes to it (the older pages load up to it, and it lights up); a word no message holds shows the
// empty state. In Italian and in English.

const OLD_LINE = 'Porto io il pallone nuovo';

for (const lang of ['it', 'en'] as const satisfies readonly Lang[]) {
  test(`Mario finds an old message with Giulia and goes to it (${lang})`, async ({ browser, baseURL }) => {
    const mario = await personIn(browser, baseURL, MARIO, lang);
    await openMessagesTab(mario, lang);
    const chat = await openThread(mario, lang, 'Giulia Bianchi');
    // The seeded line is older than the first page held.
    await expect(bubble(chat, OLD_LINE)).toHaveCount(0);

    const open = chat.getByRole('button', { name: tm(lang, 'chat.search.open') });
    await open.click();
    const field = chat.getByRole('searchbox', { name: tm(lang, 'chat.search.label') });
    await expect(field).toBeFocused();
    await field.fill('PALLONE');
    const panel = chat.getByTestId('chat-search');
    const hit = panel.locator('[data-search-hit]').filter({ hasText: OLD_LINE });
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark')).toHaveText('pallone');
    await expect(panel.getByRole('status')).toHaveText(/^\d+ (risultat[oi]|results?)$/);

    await hit.click();
    const target = bubble(chat, OLD_LINE);
    await expect(target).toBeInViewport();
    await expect(target).toHaveAttribute('data-highlighted', 'true');
    await expect(target).not.toHaveAttribute('data-highlighted', 'true', { timeout: 6000 });
    // It stays there: the list's own loading of an older page at the top does not take it back to the newest.
    await expect(target).toBeInViewport();

    // A word no message holds: the empty state; Esc closes and gives the focus back to the button.
    await field.fill('zzqxqzz');
    await expect(panel.getByRole('status')).toHaveText(tm(lang, 'chat.search.none', { q: 'zzqxqzz' }));
    await field.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(open).toBeFocused();
    await mario.context().close();
  });
}

test('Ctrl+F in the 2,000-message thread goes to its very first message', async ({ browser, baseURL }) => {
  const mario = await personIn(browser, baseURL, MARIO, 'en');
  await openMessagesTab(mario, 'en');
  const chat = await openThread(mario, 'en', 'Federico Lombardi');
  await chat.getByTestId('chat-message').first().click();
  await mario.keyboard.press('Control+f');
  const field = chat.getByRole('searchbox', { name: tm('en', 'chat.search.label') });
  await expect(field).toBeFocused();
  await field.fill('apriamo una chat per gli allenamenti');
  const hit = chat.getByTestId('chat-search').locator('[data-search-hit]').first();
  await expect(hit).toBeVisible();
  await field.press('ArrowDown');
  await expect(hit).toBeFocused();
  const started = Date.now();
  await hit.press('Enter');
  const first = bubble(chat, 'Ciao Federico, apriamo una chat per gli allenamenti della stagione!');
  await expect(first).toHaveAttribute('data-highlighted', 'true', { timeout: 30_000 });
  await expect(first).toBeInViewport();
  const tookMs = Date.now() - started;
  // It stays there once the light has faded.
  await expect(first).not.toHaveAttribute('data-highlighted', 'true', { timeout: 6000 });
  await expect(first).toBeInViewport();
  // The figure for docs/PERFORMANCE.md: how long going back 2,000 messages takes (pages of 50).
  test.info().annotations.push({ type: 'jump-to-first-of-2000-ms', description: String(tookMs) });
  console.info(`chatSearch: jump to the first of 2,000 messages took ${tookMs} ms`);
  await mario.context().close();
});
