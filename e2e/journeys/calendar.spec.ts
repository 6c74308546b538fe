import type { Page } from '@playwright/test';
import { componentsNamed, parseICalendar, textOf } from '../../server/src/modules/calendar/testing/strictICalendar';
import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { switchLanguage, type Lang } from '../helpers/language';
import { bookThroughApi } from '../helpers/ticketPurchase';

const feedText = (lang: Lang, key: string) => text(lang, 'tickets', `myEvents.calendarFeed.${key}`);

/** The address the open calendar dialog shows, once it has loaded. */
async function shownAddress(page: Page, lang: Lang): Promise<string> {
  const field = page.getByRole('dialog').getByRole('textbox', { name: feedText(lang, 'address') });
  await expect(field).toHaveValue(/\/calendar\/[0-9a-f]{64}\.ics$/);
  return field.inputValue();
}

test('a member subscribes to their calendar feed, a calendar app reads it without logging in, and a new link retires the old one', async ({
  page,
  request,
}) => {
  const member = await signUpVerifiedMember(request, 'Chiara', 'Galli');
  await logInThroughForm(page, member.email, member.password);
  const headers = await sessionHeaders(page);
  const event = await findUpcomingEvent(request, headers, (e) => e.remainingTickets >= 1, 1);
  await bookThroughApi(request, headers, event._id);

  await page.goto('/profile');
  await page.getByRole('tab', { name: text('it', 'account', 'profile.tabs.myEvents') }).click();
  await expect(page.getByRole('article', { name: event.name })).toBeVisible();
  await page.getByRole('button', { name: feedText('it', 'open') }).click();
  const dialog = page.getByRole('dialog', { name: feedText('it', 'title') });
  const url = await shownAddress(page, 'it');
  await expect(dialog.getByRole('link', { name: feedText('it', 'subscribe') })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );

  // A calendar app: no cookie, no client key.
  const feed = await request.get(url, { headers: {} });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = parseICalendar(await feed.text());
  expect(textOf(calendar, 'X-WR-CALNAME')).toBe('I miei eventi · Campo');
  const entries = componentsNamed(calendar, 'VEVENT').map((entry) => [textOf(entry, 'UID'), textOf(entry, 'SUMMARY')]);
  expect(entries).toEqual([[`${event._id}@campo`, event.name]]);

  await dialog.getByRole('button', { name: feedText('it', 'regenerate') }).click();
  const confirm = page.getByRole('dialog', { name: feedText('it', 'regenerateTitle') });
  await expect(confirm).toContainText(feedText('it', 'regenerateBody'));
  await confirm.getByRole('button', { name: feedText('it', 'regenerateConfirm') }).click();
  await expect(dialog.getByRole('textbox', { name: feedText('it', 'address') })).not.toHaveValue(url);
  const newUrl = await shownAddress(page, 'it');

  const retired = await request.get(url);
  expect([retired.status(), await retired.text()]).toEqual([404, 'Calendario non trovato.']);
  expect((await request.get(newUrl)).status()).toBe(200);

  // In English the feed follows: the app asks for the address again and the server writes the feed in English.
  await dialog.getByRole('button', { name: feedText('it', 'close') }).click();
  const askedAgain = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/calendar/feed') && response.ok(),
  );
  await switchLanguage(page, 'it', 'English');
  await askedAgain;
  await page.getByRole('button', { name: feedText('en', 'open') }).click();
  expect(await shownAddress(page, 'en')).toBe(newUrl);
  const english = parseICalendar(await (await request.get(newUrl)).text());
  expect(textOf(english, 'X-WR-CALNAME')).toBe('My events · Campo');
  expect(componentsNamed(english, 'VEVENT').map((entry) => textOf(entry, 'SUMMARY'))).toEqual([event.name]);
});
