import type { Page } from '@playwright/test';
import { text } from '../catalogue';
import { expect } from '../fixtures';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** SPEC section 9: euro with the German-locale formatter, 2 decimals. */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** CONVENTIONS.md: the default fee on paid tickets is 3 % of the price plus 0.50 euro, rounded to cents. */
export function expectedTotals(cost: number, tickets: number): { price: number; fee: number; total: number } {
  const price = Math.round(cost * tickets * 100) / 100;
  const fee = Math.round((price * 0.03 + 0.5) * 100) / 100;
  return { price, fee, total: Math.round((price + fee) * 100) / 100 };
}

/** Sets the number of tickets on /event/preview/{id} and sends the member on to the sandbox approval page. */
export async function payOnPreview(page: Page, eventName: string, tickets: number): Promise<void> {
  const tt = (key: string) => text('it', 'tickets', key);
  await expect(page.getByRole('heading', { level: 1, name: tt('preview.eventName').replace('{{name}}', eventName) })).toBeVisible();
  await page.getByLabel(new RegExp(`^${tt('preview.numberLabel')}`)).fill(String(tickets));
  const summary = page.getByRole('region', { name: tt('preview.summaryTitle') });
  await expect(summary).toContainText(`${tickets} ×`);
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: tt('preview.pay'), exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?order=/);
}
