import { text, textWith } from '../catalogue';
import { expect, SECRET_HEADER, test } from '../fixtures';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';
import { bookThroughApi } from '../helpers/ticketPurchase';

const MINUTE_MS = 60_000;

for (const [index, lang] of (['it', 'en'] as const).entries()) {
  test(`[${lang}] a refund whose provider answer is lost shows as in progress until the reconciler finishes it`, async ({
    page,
    request,
  }) => {
    const tt = (key: string, values: Record<string, string | number> = {}) => textWith(lang, 'tickets', key, values);
    const to = (key: string) => text(lang, 'orders', key);
    const member = await signUpVerifiedMember(request, 'Rita', 'Rimborso');
    await logInThroughForm(page, member.email, member.password);
    if (lang === 'en') await switchLanguage(page, 'it', 'English');
    const headers = await sessionHeaders(page);
    const event = await findUpcomingEvent(request, headers, (e) => e.cost > 0 && e.remainingTickets >= 2, 13 + index);
    await bookThroughApi(request, headers, event._id);
    const mine = await request.get(`/api/user/myevent/${event._id}`, { headers });
    const transactionId = ((await mine.json()) as { data: { transaction: { _id: string } } }).data.transaction._id;

    // The provider makes the refund but its answer never arrives.
    const drop = await request.post('/api/dev/payments/sandbox/drop-next-refund-answer', { headers: SECRET_HEADER });
    expect(drop.status()).toBe(200);
    await page.goto(`/my/event/${event._id}`);
    await page.getByRole('button', { name: tt('myEvents.cancel.open') }).click();
    const dialog = page.getByRole('dialog', { name: tt('myEvents.cancel.title') });
    await dialog.getByRole('button', { name: tt('myEvents.cancel.confirm', { count: 1 }) }).click();
    await expect(page.getByText(lang === 'en' ? /is in progress/ : /è in corso/)).toBeVisible();

    await page.goto(`/profile?tab=myOrders&order=${transactionId}`);
    const order = page.getByRole('dialog');
    await expect(order).toContainText(to('myOrders.refund.inProgress'));

    // The reconciler (a minute later on its clock) asks again with the same request id: refunded once, finished.
    const run = await request.post('/api/dev/jobs/refund-reconcile', {
      headers: SECRET_HEADER,
      data: { now: new Date(Date.now() + 2 * MINUTE_MS).toISOString() },
    });
    expect(run.status(), await run.text()).toBe(200);
    expect(((await run.json()) as { data: { completed: string[] } }).data.completed).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('dialog')).toContainText(to('myOrders.refund.full'));
    await expect(page.getByRole('dialog')).not.toContainText(to('myOrders.refund.inProgress'));
  });
}
