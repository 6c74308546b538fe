import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { text, textWith } from '../catalogue';
import { expect, test } from '../fixtures';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { bookThroughApi } from '../helpers/ticketPurchase';

// docs/PRODUCT.md#offline-tickets: the service worker keeps the app shell and, once My events opened, the member's
// registered events with their tickets; offline, a reload of /my/event/{id} still shows the ticket and its QR code.

interface MyEvent {
  name: string;
  startDate: string;
  startTime: string;
  location: { address: string };
  transaction: { transactionId: string };
}

const offlineNotice = text('it', 'common', 'app.offline.notice');

/** The names of the caches the page's origin holds (the service worker's). */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Whether the worker holds a copy of this address in any cache. */
const isCached = (page: Page, path: string) => page.evaluate(async (url) => !!(await caches.match(url)), path);

function qrTextOf(screenshot: Buffer): string | undefined {
  const png = PNG.sync.read(screenshot);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test('offline, a reload of a registered event still shows the ticket with its QR code; logout forgets it', async ({
  page,
  context,
  request,
}) => {
  const member = await signUpVerifiedMember(request, 'Sara', 'Offline');
  await logInThroughForm(page, member.email, member.password);
  const headers = await sessionHeaders(page);
  const listed = await findUpcomingEvent(request, headers, (e) => e.remainingTickets >= 1, 2);
  await bookThroughApi(request, headers, listed._id);
  const event = (
    (await (await request.get(`/api/user/myevent/${listed._id}`, { headers })).json()) as { data: MyEvent }
  ).data;

  // The manifest and the worker: registered after the page loaded, it takes over this page.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await page.goto('/profile?tab=myEvents');
  await expect(page.getByRole('article', { name: event.name })).toBeVisible();
  // Opening My events made the worker fetch each registered event's page ahead.
  await expect.poll(() => isCached(page, `/api/user/myevent/${listed._id}`)).toBe(true);

  await page.goto(`/my/event/${listed._id}`);
  const qrName = textWith('it', 'tickets', 'myEvents.detail.qrAlt', { reference: event.transaction.transactionId });
  await expect(page.getByRole('img', { name: qrName })).toBeVisible();

  await context.setOffline(true);
  // Offline for the worker too: what it shows next comes from its caches.
  const [worker] = context.serviceWorkers();
  expect(
    await worker.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: offlineNotice })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  const [year, month, day] = event.startDate.split('-');
  await expect(page.getByText(`${day}/${month}/${year}`).first()).toBeVisible();
  await expect(page.getByText(event.location.address)).toBeVisible();
  const qr = page.getByRole('img', { name: qrName });
  await expect(qr).toBeVisible();
  expect(qrTextOf(await qr.screenshot())).toBe(event.transaction.transactionId);

  // Another page, offline: the shell loads and says so; the failed calls' toasts load from the worker's cache, so
  // the app stays up (a toast chunk that cannot load would blank the page).
  await page.goto('/events');
  await expect(page.getByRole('status').filter({ hasText: offlineNotice })).toBeVisible();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await context.setOffline(false);
  await page.goto('/profile?tab=logout');
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: text('it', 'account', 'profile.logout.button') })
    .click();
  await page
    .getByRole('dialog', { name: text('it', 'common', 'messages.session.sureToLogout') })
    .getByRole('button', { name: text('it', 'account', 'profile.logout.confirm') })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('campo-member-')))
    .toEqual([]);
  expect(await isCached(page, `/api/user/myevent/${listed._id}`)).toBe(false);
});
