import type { Page } from '@playwright/test';
import { text } from '../catalogue';

export type Lang = 'it' | 'en';

/** Switches the app's language from the top bar's menu; `to` is the language's own name (`English`, `Italiano`). */
export async function switchLanguage(page: Page, from: Lang, to: string): Promise<void> {
  await page.getByRole('button', { name: text(from, 'common', 'layout.language.label') }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
}
