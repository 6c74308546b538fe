import { textWith } from '../catalogue';
import { expect, test } from '../fixtures';
import { eventDetail, findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { apiSessionHeaders, logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';
import { bell, openNotifications } from '../helpers/notifications';
import { raiseCapacityAsOrganiser } from '../helpers/organiser';
import { leaveOneTicket } from '../helpers/shopDatabase';
import { bookThroughApi } from '../helpers/ticketPurchase';

for (const [index, lang] of (['it', 'en'] as const).entries()) {
  test(`[${lang}] the organiser raises a sold-out event's capacity: the first in line is offered the new tickets, live on the bell`, async ({
    page,
    request,
  }) => {
    const te = (key: string, values: Record<string, string | number> = {}) => textWith(lang, 'events', key, values);
    const first = await signUpVerifiedMember(request, 'Primo', 'Infila');
    const second = await signUpVerifiedMember(request, 'Seconda', 'Infila');
    const holder = await signUpVerifiedMember(request, 'Tito', 'Compra');
    await logInThroughForm(page, first.email, first.password);
    if (lang === 'en') await switchLanguage(page, 'it', 'English');

    const event = await findUpcomingEvent(
      request,
      await sessionHeaders(page),
      (e) => e.cost > 0 && e.remainingTickets >= 2,
      9 + index,
    );
    await leaveOneTicket(event._id);
    await bookThroughApi(request, await apiSessionHeaders(request, holder.email, holder.password), event._id);

    await page.goto(`/event/detail/${event._id}`);
    const line = page.getByRole('region', { name: te('detail.waitlist.title') });
    await line.getByRole('button', { name: te('detail.waitlist.join') }).click();
    await expect(line).toContainText(te('detail.waitlist.place', { position: 1, count: 1 }));
    const secondHeaders = await apiSessionHeaders(request, second.email, second.password);
    const joined = await request.post(`/api/user/event/${event._id}/waitlist`, {
      headers: secondHeaders,
      data: { noOfTickets: 1 },
    });
    expect(joined.status(), await joined.text()).toBe(201);

    // One more ticket: it goes to the first in line, held for them, not on sale; the second keeps waiting.
    const raised = await raiseCapacityAsOrganiser(request, event._id, 1);
    expect(raised).toMatchObject({ heldTickets: 1, offersMade: 1 });
    expect((await eventDetail(request, await sessionHeaders(page), event._id)).remainingTickets).toBe(0);
    // The bell hears of the offer on the live socket: its count and list change without a reload.
    await expect(bell(page, lang, 1)).toBeVisible();
    const panel = await openNotifications(page, lang, 1);
    await expect(
      panel.getByRole('button', { name: new RegExp(lang === 'en' ? 'Tickets for you' : 'Biglietti per te') }),
    ).toContainText(event.name);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(line).toContainText(
      te('detail.waitlist.offer', { count: 1, until: '' }).split(' ').slice(0, 3).join(' '),
    );
    await expect(line.getByRole('link', { name: te('detail.waitlist.buy', { count: 1 }) })).toBeVisible();
    const place = await request.get(`/api/user/event/${event._id}/waitlist`, { headers: secondHeaders });
    expect(((await place.json()) as { data: { status: string; position: number } }).data).toMatchObject({
      status: 'waiting',
      position: 2,
    });
  });
}
