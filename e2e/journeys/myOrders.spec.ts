import type { APIRequestContext, Locator, Page } from '@playwright/test';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Order } from '../../src/api/wire';
import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import { apiSessionHeaders, DEMO_PASSWORD, logInThroughForm } from '../helpers/eventsMember';
import { MARIO } from '../helpers/routeSweep';

// Mario's seeded history in the profile's My orders tab, in Italian then English: both sub-tabs and their pages of
// 2, the details of a delivered and of a returned order with their dates, and the link to one order
// (?tab=myOrders&order=<id>). Buying (and buying again) is the purchase journey's, not repeated here.

dayjs.extend(utc);
dayjs.extend(timezone);

type Lang = 'it' | 'en';
const TIME_ZONE = 'Europe/Rome';
test.use({ timezoneId: TIME_ZONE });

const to = (lang: Lang, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replace(`{{${name}}}`, String(value)),
    text(lang, 'orders', key),
  );
/** SPEC section 9's date-time, as the browser in TIME_ZONE shows it. */
const shownDateTime = (value: string | null | undefined) => dayjs(value).tz(TIME_ZONE).format('DD/MM/YYYY hh:mm A');

/** The orders the tab shows first: placed ones (unpaid attempts are a view of their own). */
async function ordersOf(request: APIRequestContext, headers: Record<string, string>, productType: 'Event' | 'Product') {
  const res = await request.get(`/api/user/myorders?productType=${productType}&view=placed&offset=0&limit=50`, {
    headers,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { data: Order[]; total: number };
}

/** The value next to a label in the detail dialog's description lists. */
const fact = (dialog: Locator, label: string) =>
  dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

async function expectCards(page: Page, orders: Order[]) {
  for (const order of orders) await expect(page.getByRole('article', { name: order.transactionId })).toBeVisible();
  // Every navigation takes the page to its top, smoothly: a click while the page still moves lands beside its
  // target (a sub-tab click was lost on a loaded machine).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** Opens /profile?tab=myOrders&order=<id> and checks the dialog of a completed order with its status timeline. */
async function expectLinkedOrder(
  page: Page,
  lang: Lang,
  order: Order,
  dates: ('shippedDate' | 'deliveredDate' | 'returnedDate')[],
) {
  await page.goto(`/profile?tab=myOrders&order=${order._id}`);
  const dialog = page.getByRole('dialog', {
    name: to(lang, 'myOrders.detail.title', { reference: order.transactionId }),
  });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(`${to(lang, 'myOrders.status.label')}: ${to(lang, 'myOrders.status.2')}`),
  ).toBeVisible();
  await expect(
    dialog.getByText(
      `${to(lang, 'myOrders.delivery.label')}: ${to(lang, `myOrders.delivery.${order.deliveryStatus}`)}`,
    ),
  ).toBeVisible();
  // The status timeline: placed, then each step with its date.
  const timeline = dialog.getByRole('list', { name: to(lang, 'myOrders.timeline.label') });
  await expect(timeline.getByRole('listitem').first()).toContainText(to(lang, 'myOrders.timeline.placed'));
  for (const date of dates) {
    const step = to(lang, `myOrders.timeline.${date.replace('Date', '')}`);
    await expect(timeline.getByRole('listitem').filter({ hasText: new RegExp(`^${step}`) })).toContainText(
      shownDateTime(order[date]),
    );
  }
  await expect(timeline.getByRole('listitem')).toHaveCount(dates.length + 1);
  await expect(fact(dialog, to(lang, 'myOrders.detail.createdAt'))).toHaveText(
    /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/,
  );
  await dialog.getByRole('button', { name: to(lang, 'myOrders.detail.close') }).click();
  await expect(dialog).toBeHidden();
  // The link chose the order's sub-tab behind the dialog.
  await expect(page.getByRole('tab', { name: to(lang, 'myOrders.tabs.productOrder') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Closing drops the order from the address (the sub-tab stays in it), so a reload does not open it again.
  await expect(page).toHaveURL(/\/profile\?tab=myOrders&orders=product$/);
}

async function browseHistory(
  page: Page,
  lang: Lang,
  events: Order[],
  products: Order[],
  delivered: Order,
  returned: Order,
) {
  await page.goto('/profile?tab=myOrders');
  await expect(page.getByRole('heading', { level: 2, name: to(lang, 'myOrders.title') })).toBeVisible();

  // Event orders first: the 2 newest, a second page when there are more.
  const eventTab = page.getByRole('tab', { name: to(lang, 'myOrders.tabs.eventOrder') });
  await expect(eventTab).toHaveAttribute('aria-selected', 'true');
  await expectCards(page, events.slice(0, 2));
  await page.getByRole('button', { name: lang === 'it' ? /pagina 2$/i : /page 2$/i }).click();
  await expectCards(page, events.slice(2, 4));
  await expect(page.getByRole('article', { name: events[0].transactionId })).toHaveCount(0);

  // Product orders: newest first, pages of 2; another sub-tab starts on its first page (Back returns to the last).
  await page.getByRole('tab', { name: to(lang, 'myOrders.tabs.productOrder') }).click();
  await expectCards(page, products.slice(0, 2));
  await expect(
    page.getByRole('list', { name: to(lang, 'myOrders.list.productOrder') }).getByRole('article'),
  ).toHaveCount(2);
  await page.getByRole('button', { name: lang === 'it' ? /pagina 2$/i : /page 2$/i }).click();
  await expectCards(page, products.slice(2, 4));
  await page.getByRole('button', { name: lang === 'it' ? /pagina 3$/i : /page 3$/i }).click();
  await expectCards(page, products.slice(4, 6));
  await expect(page.getByRole('article', { name: products[2].transactionId })).toHaveCount(0);
  await eventTab.click();
  await expectCards(page, events.slice(0, 2));

  // Back on the product sub-tab (its first page), a card opens its dialog; Escape closes it and the focus goes back
  // to the card's button.
  await page.getByRole('tab', { name: to(lang, 'myOrders.tabs.productOrder') }).click();
  const first = products[0];
  const details = page.getByRole('button', {
    name: to(lang, 'myOrders.card.viewLabel', { reference: first.transactionId }),
  });
  await details.click();
  const dialog = page.getByRole('dialog', {
    name: to(lang, 'myOrders.detail.title', { reference: first.transactionId }),
  });
  await expect(fact(dialog, to(lang, 'myOrders.card.reference'))).toContainText(first.transactionId);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  await expectLinkedOrder(page, lang, delivered, ['shippedDate', 'deliveredDate']);
  await expectLinkedOrder(page, lang, returned, ['shippedDate', 'deliveredDate', 'returnedDate']);
}

test("mario's order history: both sub-tabs page by 2, a delivered and a returned order's dates, the link to one order, in Italian and English", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiSessionHeaders(request, MARIO, DEMO_PASSWORD);
  const { data: products, total } = await ordersOf(request, headers, 'Product');
  const { data: events } = await ordersOf(request, headers, 'Event');
  expect(total, 'the seed gives mario three pages of placed product orders').toBeGreaterThanOrEqual(6);
  expect(events.length, 'the seed gives mario more than one page of ticket orders').toBeGreaterThan(2);
  const delivered = products.find((order) => order.status === 2 && order.deliveryStatus === 4);
  const returned = products.find((order) => order.status === 2 && order.deliveryStatus === 5);
  expect(delivered && returned, 'a delivered and a returned order in the seed').toBeTruthy();

  await logInThroughForm(page, MARIO, DEMO_PASSWORD);
  await browseHistory(page, 'it', events, products, delivered!, returned!);

  await page.getByRole('button', { name: text('it', 'common', 'layout.language.label') }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await browseHistory(page, 'en', events, products, delivered!, returned!);

  // Back to mario's own language for the journeys that follow.
  await page.getByRole('button', { name: text('en', 'common', 'layout.language.label') }).click();
  await page.getByRole('menuitemradio', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { level: 2, name: to('it', 'myOrders.title') })).toBeVisible();
});
