import type { Browser, Locator, Page } from '@playwright/test';
import { text, textWith } from '../catalogue';
import { expect } from '../fixtures';
import { DEMO_PASSWORD, logInThroughForm } from './eventsMember';

// The messaging journeys' steps (messages.spec.ts, chatReliability.spec.ts).

export type Lang = 'it' | 'en';
type Values = Record<string, string | number>;
/** A text of the `messages` catalogue (chat, inbox, team, contacts), placeholders filled. */
export const tm = (lang: Lang, key: string, values: Values = {}) => textWith(lang, 'messages', key, values);
/** A text of the `groups` catalogue (group form and detail), placeholders filled. */
export const tg = (lang: Lang, key: string, values: Values = {}) => textWith(lang, 'groups', key, values);

export const MARIO = 'mario@campo.test';
export const GIULIA = 'giulia@campo.test';

/** A logged-in browser context of its own (a second person, or a second device), in `lang`. */
export async function personIn(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  lang: Lang,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: lang === 'it' ? 'it-IT' : 'en-GB' });
  const page = await context.newPage();
  await logInThroughForm(page, email, DEMO_PASSWORD);
  if (lang === 'en') {
    await page.getByRole('button', { name: text('it', 'common', 'layout.language.label') }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
  }
  return page;
}

export async function openMessagesTab(page: Page, lang: Lang) {
  await page.goto('/profile?tab=myMessages');
  await expect(page.getByRole('heading', { level: 2, name: tm(lang, 'inbox.title') })).toBeVisible();
  await expect(page.getByRole('list', { name: tm(lang, 'inbox.listLabel') })).toBeVisible();
}

/** Opens the inbox line whose name is `name` (it may be on a later page of 3). */
export async function openThread(page: Page, lang: Lang, name: string): Promise<Locator> {
  const list = page.getByRole('list', { name: tm(lang, 'inbox.listLabel') });
  const line = list.getByRole('button', { name: new RegExp(`^${name}`) });
  for (let pageNumber = 2; (await line.count()) === 0 && pageNumber < 10; pageNumber += 1) {
    await page.getByRole('button', { name: new RegExp(`^(Go to page|Vai alla pagina) ${pageNumber}$`) }).click(); // MUI's own locale texts
    await expect(list).toHaveAttribute('aria-busy', 'false');
  }
  await line.click();
  const chat = page.getByRole('region', { name: tm(lang, 'chat.label') });
  await expect(chat.getByRole('heading', { name })).toBeVisible();
  await expect(chat.getByTestId('chat-message').first()).toBeVisible();
  return chat;
}

export async function send(chat: Locator, lang: Lang, message: string) {
  await chat.getByRole('textbox', { name: tm(lang, 'chat.messageLabel') }).fill(message);
  await chat.getByRole('textbox', { name: tm(lang, 'chat.messageLabel') }).press('Enter');
}

export const bubble = (chat: Locator, words: string) => chat.getByTestId('chat-message').filter({ hasText: words });

/** The sender's own message, once the server has it (the live copy may show before the send's answer). */
export async function expectSent(chat: Locator, words: string) {
  await expect(chat.locator('[data-delivery="pending"]')).toHaveCount(0);
  await expect(bubble(chat, words)).toHaveAttribute('data-delivery', 'sent');
}

/**
 * Makes a message's words unique to one run: letters and digits, because a long run of digits reads as a card number
 * to the QA export's sanitiser, and a replayed screen would show it masked.
 */
export const uniqueMark = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
