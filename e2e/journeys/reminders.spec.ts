import { text } from '../catalogue';
import { expect, readMailbox, test } from '../fixtures';
import { submitLogInForm } from '../helpers/accountJourney';
import { switchLanguage } from '../helpers/language';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { apiSessionHeaders, logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { bell, openNotifications, runReminderJob } from '../helpers/notifications';
import { bookThroughApi } from '../helpers/ticketPurchase';

const HOUR = 3_600_000;

for (const lang of ['it', 'en'] as const) {
  test(`[${lang}] a reminder 48 hours before the event reaches only the ticket holder who has not answered`, async ({
    page,
    request,
  }) => {
    const silent = await signUpVerifiedMember(request, 'Silvia', 'Reminder');
    const answered = await signUpVerifiedMember(request, 'Andrea', 'Risposto');
    await logInThroughForm(page, silent.email, silent.password);
    if (lang === 'en') await switchLanguage(page, 'it', 'English');
    const silentHeaders = await sessionHeaders(page);
    // Three days away at least, so the server's own run (on the real clock) has not reminded anyone yet.
    const soonest = Date.now() + 3 * 24 * HOUR;
    const event = (await findUpcomingEvent(request, silentHeaders, (e) => {
      const start = e as unknown as { startDate: string; cost: number; remainingTickets: number };
      return start.remainingTickets >= 2 && Date.parse(start.startDate) > soonest;
    })) as unknown as { _id: string; name: string; startDate: string; startTime: string };

    await bookThroughApi(request, silentHeaders, event._id);
    const answeredHeaders = await apiSessionHeaders(request, answered.email, answered.password);
    await bookThroughApi(request, answeredHeaders, event._id);
    const mine = await request.get(`/api/user/myevent/${event._id}`, { headers: answeredHeaders });
    const transactionId = ((await mine.json()) as { data: { transaction: { _id: string } } }).data.transaction._id;
    const presence = await request.put('/api/user/event/presence', {
      headers: answeredHeaders,
      data: { transactionId, isPresence: 1, eventId: event._id },
    });
    expect(presence.status()).toBe(200);

    // The job's clock: a little under 48 hours before the start (the wall-clock time read as UTC, Rome being ahead).
    const start = Date.parse(`${event.startDate}T${event.startTime}:00Z`);
    const reminded = await runReminderJob(request, event._id, new Date(start - 46 * HOUR));
    expect(reminded.filter((r) => r.eventId === event._id).length).toBeGreaterThanOrEqual(1);
    // Exactly once: another run finds nobody left to remind.
    expect(await runReminderJob(request, event._id, new Date(start - 45 * HOUR))).toEqual([]);

    const mails = (await readMailbox(request, silent.email)).filter((m) => /^(Reminder|Promemoria): /.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(
      `${lang === 'en' ? 'Reminder' : 'Promemoria'}: ${event.name} ${lang === 'en' ? 'on' : 'il'} ${event.startDate.split('-').reverse().join('/')}`,
    );
    expect(mails[0].text).toContain('/profile?tab=myEvents');
    expect(
      (await readMailbox(request, answered.email)).filter((m) => /^(Reminder|Promemoria): /.test(m.subject)),
    ).toEqual([]);

    // In the app: the bell counts it; opening it goes to My events, where the question waits, and it is read.
    await page.reload();
    const panel = await openNotifications(page, lang, 1);
    const item = panel.getByRole('button', { name: new RegExp(`${lang === 'en' ? 'Reminder' : 'Promemoria'}: `) });
    await expect(item).toContainText(event.name);
    await item.click();
    await expect(page).toHaveURL(/\/profile\?tab=myEvents$/);
    await expect(bell(page, lang, 0)).toBeVisible();
    await expect(page.getByRole('article', { name: event.name })).toContainText(
      text(lang, 'tickets', 'myEvents.presence.question'),
    );

    // The member who answered has nothing under the bell.
    // Only the session's cookies go: the language stays with the browser. (Clearing them all raced the app's
    // one-second session watch, which purges the saved preferences, and the login page came up in Italian.)
    await page.context().clearCookies({ name: /-Web-Token$|^loggedin$/ });
    await page.goto('/login');
    await submitLogInForm(page, answered.email, answered.password, lang);
    await expect(bell(page, lang, 0)).toBeVisible();
  });
}
