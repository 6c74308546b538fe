import type { APIRequestContext, Page } from '@playwright/test';
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
  await expect(page.getByRole('heading', { level: 1, name: tt('preview.title') })).toBeVisible();
  await page.getByLabel(new RegExp(`^${tt('preview.numberLabel')}`)).fill(String(tickets));
  const summary = page.getByRole('region', { name: tt('preview.eventName').replace('{{name}}', eventName) });
  await expect(summary).toContainText(`${tickets} ×`);
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: tt('preview.pay'), exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?order=/);
}

/**
 * Books `tickets` for the member through the API, as the checkout does: start the purchase, approve it on the
 * sandbox provider's page (a form post, no browser), capture it. For journeys about what follows a purchase.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  eventId: string,
  tickets = 1,
): Promise<void> {
  const started = await request.post('/api/user/init/event/transaction', {
    headers,
    data: { eventId, noOfTickets: tickets, ticketHolderName: 'Ticket Holder' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { orderId, status } = ((await started.json()) as { data: { orderId: string | null; status: number } }).data;
  if (status === 2 || !orderId) return;
  const approved = await request.post('/payments/sandbox/approve', { form: { order: orderId }, maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  const payerId = new URL(approved.headers().location).searchParams.get('PayerID');
  const captured = await request.post('/api/user/update/transaction', {
    headers,
    data: { token: orderId, PayerID: payerId },
  });
  expect(captured.status(), await captured.text()).toBe(200);
}
