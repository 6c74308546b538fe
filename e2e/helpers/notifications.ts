import type { APIRequestContext, Page } from '@playwright/test';
import { text, textWith } from '../catalogue';
import { expect, SECRET_HEADER } from '../fixtures';

type Lang = 'it' | 'en';

/** The top bar's bell, named with its unread count as the member hears it. */
export function bell(page: Page, lang: Lang, unread: number) {
  const name =
    unread === 0
      ? text(lang, 'common', 'layout.topBar.notificationsBell_zero')
      : textWith(lang, 'common', 'layout.topBar.notificationsBell', { count: unread });
  return page.getByRole('button', { name, exact: true });
}

/** Opens the bell's list; answers the list (a dialog named by its title). */
export async function openNotifications(page: Page, lang: Lang, unread: number) {
  await bell(page, lang, unread).click();
  const panel = page.getByRole('dialog', { name: text(lang, 'common', 'layout.notifications.title') });
  await expect(panel).toBeVisible();
  return panel;
}

/** Runs the reminder job of the server under test once, at `now`, for one event (its development hook). */
export async function runReminderJob(request: APIRequestContext, eventId: string, now: Date) {
  const res = await request.post('/api/dev/jobs/event-reminders', {
    headers: SECRET_HEADER,
    data: { now: now.toISOString(), eventId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { reminded: { eventId: string; userId: string }[] } }).data.reminded;
}
