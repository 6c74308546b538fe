import { textWith } from '../catalogue';
import { sandboxTexts } from '../../server/src/payments/sandbox.texts';
import { expect, test } from '../fixtures';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { switchLanguage, type Lang } from '../helpers/language';
import { setEventCost } from '../helpers/shopDatabase';
import { expectedTotals, formatEuro } from '../helpers/ticketPurchase';

const tt = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  textWith(lang, 'tickets', key, values);

test('a ticket price that rises between the preview and Pay is shown and confirmed, and the payment asks exactly the confirmed total, in Italian and English', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const member = await signUpVerifiedMember(request, 'Nadia', 'Ferri');
  await logInThroughForm(page, member.email, member.password);
  const headers = await sessionHeaders(page);
  // An event of its own, far down the list: the other journeys take the first ones and read their prices.
  const event = await findUpcomingEvent(request, headers, (e) => e.cost > 0 && e.remainingTickets >= 6, 5);
  let cost = event.cost;
  try {
    for (const lang of ['it', 'en'] as const) {
      await page.goto(`/event/preview/${event._id}`);
      if (lang === 'en') await switchLanguage(page, 'it', 'English');
      await page.getByLabel(new RegExp(`^${tt(lang, 'preview.holderLabel')}`)).fill('Nadia Ferri');
      await page.getByLabel(new RegExp(`^${tt(lang, 'preview.numberLabel')}`)).fill('2');
      const summary = page.getByRole('region', {
        name: tt(lang, 'preview.eventName').replace('{{name}}', event.name),
      });
      const shown = expectedTotals(cost, 2).total;
      await expect(summary).toContainText(formatEuro(shown));
      await expect(summary).toHaveAttribute('aria-busy', 'false');

      // The association raises the price while the member reads the preview.
      cost = Math.round((cost + 2.5) * 100) / 100;
      await setEventCost(event._id, cost);
      const { price, total } = expectedTotals(cost, 2);
      await page.getByRole('button', { name: tt(lang, 'preview.pay'), exact: true }).click();

      const dialog = page.getByRole('dialog', { name: tt(lang, 'preview.priceChanged.title') });
      await expect(
        dialog.getByText(
          tt(lang, 'preview.priceChanged.totals', { before: formatEuro(shown), now: formatEuro(total) }),
        ),
      ).toBeVisible();
      await expect(dialog).toContainText(`2 × ${formatEuro(cost)} = ${formatEuro(price)}`);
      await expect(page).toHaveURL(/\/event\/preview\//);
      await dialog
        .getByRole('button', {
          name: tt(lang, 'preview.priceChanged.confirm', { total: formatEuro(total) }),
          exact: true,
        })
        .click();

      await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?order=/);
      await expect(page.getByText(formatEuro(total), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: sandboxTexts.text(lang, 'approve'), exact: true }).click();
      await expect(page).toHaveURL(/\/paypal\/payment\/return\?token=/);
      await expect(page.getByRole('heading', { level: 1, name: tt(lang, 'payment.bookedTitle') })).toBeVisible();
      await expect(
        page.getByText(tt(lang, 'payment.summary', { count: 2, event: event.name, total: formatEuro(total) })),
      ).toBeVisible();
    }
  } finally {
    await setEventCost(event._id, event.cost);
  }
  const orders = await request.get('/api/user/myorders?productType=Event&offset=0&limit=10', { headers });
  const paid = ((await orders.json()) as { data: { finalPrice: number }[] }).data.map((order) => order.finalPrice);
  expect(paid.sort()).toEqual(
    [expectedTotals(event.cost + 2.5, 2).total, expectedTotals(event.cost + 5, 2).total].sort(),
  );
});
