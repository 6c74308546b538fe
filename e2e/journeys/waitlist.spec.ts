import { text, textWith } from '../catalogue';
import { expect, readMailbox, test } from '../fixtures';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { apiSessionHeaders, logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';
import { bell, openNotifications } from '../helpers/notifications';
import { leaveOneTicket } from '../helpers/shopDatabase';
import { bookThroughApi } from '../helpers/ticketPurchase';

// The sandbox provider's page speaks the browser's language (Accept-Language), Italian here.
const SANDBOX_APPROVE = /^(Approva il pagamento|Approve payment)$/;

for (const [index, lang] of (['it', 'en'] as const).entries()) {
  test(`[${lang}] on a sold-out event the first in line gets the cancelled ticket: notified, mailed, and buys it`, async ({
    page,
    request,
  }) => {
    const te = (key: string, values: Record<string, string | number> = {}) => textWith(lang, 'events', key, values);
    const waiting = await signUpVerifiedMember(request, 'Wanda', 'Attesa');
    const holder = await signUpVerifiedMember(request, 'Ugo', 'Rinuncia');
    await logInThroughForm(page, waiting.email, waiting.password);
    if (lang === 'en') await switchLanguage(page, 'it', 'English');

    // A paid event with one ticket left, bought by the other member: sold out.
    const event = await findUpcomingEvent(
      request,
      await sessionHeaders(page),
      (e) => e.cost > 0 && e.remainingTickets >= 2,
      5 + index,
    );
    await leaveOneTicket(event._id);
    const holderHeaders = await apiSessionHeaders(request, holder.email, holder.password);
    await bookThroughApi(request, holderHeaders, event._id);

    await page.goto(`/event/detail/${event._id}`);
    const line = page.getByRole('region', { name: te('detail.waitlist.title') });
    await expect(line).toContainText(te('detail.waitlist.soldOut'));
    await line.getByRole('button', { name: te('detail.waitlist.join') }).click();
    await expect(line).toContainText(te('detail.waitlist.place', { position: 1, count: 1 }));

    // The other member cancels their ticket with a refund (Italian, whatever the member in line reads).
    const mine = await request.get(`/api/user/myevent/${event._id}`, { headers: holderHeaders });
    const transactionId = ((await mine.json()) as { data: { transaction: { _id: string } } }).data.transaction._id;
    const cancelled = await request.post(`/api/user/event/transaction/${transactionId}/cancel`, {
      headers: { ...holderHeaders, 'accept-language': 'it' },
      data: { noOfTickets: 1 },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    // The offer: a mail in the member's language and a notification under the bell.
    await expect
      .poll(async () => (await readMailbox(request, waiting.email)).map((mail) => mail.subject))
      .toContain(`${lang === 'en' ? 'Tickets available for' : 'Biglietti disponibili per'} ${event.name}`);
    // My events shows it too, on top of the member's events.
    await page.goto('/profile?tab=myEvents');
    const notice = page.getByRole('alert').filter({ hasText: event.name });
    await expect(notice).toBeVisible();
    await expect(
      notice.getByRole('link', { name: text(lang, 'tickets', 'myEvents.offerNotice.open') }),
    ).toHaveAttribute('href', `/event/detail/${event._id}`);
    const panel = await openNotifications(page, lang, 1);
    const item = panel.getByRole('button', {
      name: new RegExp(lang === 'en' ? 'Tickets for you' : 'Biglietti per te'),
    });
    await expect(item).toContainText(event.name);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/event/detail/${event._id}$`));
    await expect(bell(page, lang, 0)).toBeVisible();

    // The event page shows the held ticket; buying it is the usual purchase.
    await expect(line).toContainText(
      te('detail.waitlist.offer', { count: 1, until: '' }).split(' ').slice(0, 3).join(' '),
    );
    await line.getByRole('link', { name: te('detail.waitlist.buy', { count: 1 }) }).click();
    await expect(page).toHaveURL(new RegExp(`/event/preview/${event._id}$`));
    const tt = (key: string) => text(lang, 'tickets', key);
    await page.getByLabel(new RegExp(`^${tt('preview.holderLabel')}`)).fill('Wanda Attesa');
    await page.getByLabel(new RegExp(`^${tt('preview.numberLabel')}`)).fill('1');
    const summary = page.getByRole('region', { name: tt('preview.eventName').replace('{{name}}', event.name) });
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: tt('preview.pay'), exact: true }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?order=/);
    await page.getByRole('button', { name: SANDBOX_APPROVE }).click();
    await expect(page.getByRole('heading', { level: 1, name: tt('payment.bookedTitle') })).toBeVisible();

    // In line no more, and the ticket is the member's.
    const after = await request.get(`/api/user/event/${event._id}/waitlist`, { headers: await sessionHeaders(page) });
    expect(((await after.json()) as { data: unknown }).data).toBeNull();
    const booked = await request.get(`/api/user/myevent/${event._id}`, { headers: await sessionHeaders(page) });
    expect(booked.status()).toBe(200);
  });
}
