import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { apiSessionHeaders, DEMO_PASSWORD } from '../helpers/eventsMember';

const ev = (key: string) => text('it', 'events', key);
const common = (key: string) => text('it', 'common', key);

function metaContent(html: string, property: string): string | undefined {
  const tag = new RegExp(`<meta[^>]+property="${property}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('the public event page shows the event to a logged-out visitor and carries Open Graph tags', async ({
  page,
  request,
  baseURL,
}) => {
  // Only the event's id comes from the API: the browser stays logged out throughout.
  const headers = await apiSessionHeaders(request, 'mario@campo.test', DEMO_PASSWORD);
  const event = await findUpcomingEvent(request, headers, (e) => e.picture !== null && e.remainingTickets > 0);
  const path = `/event/detail/public/${event._id}`;

  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(page.getByText(event.location.address).first()).toBeVisible();
  await expect(page.getByRole('button', { name: ev('detail.favouriteAdd') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ev('detail.upload.open') })).toHaveCount(0);
  await page.getByRole('link', { name: ev('detail.loginToRegister') }).click();
  await expect(page).toHaveURL(/\/login$/);

  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(unescapeHtml(metaContent(html, 'og:title') ?? '')).toContain(event.name);
  expect(metaContent(html, 'og:url')).toBe(`${baseURL}${path}`);
  const image = metaContent(html, 'og:image');
  expect(image).toMatch(/^https?:\/\//);
  const picture = await request.get(unescapeHtml(image!));
  expect(picture.ok()).toBeTruthy();
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  expect(unescapeHtml(metaContent(html, 'og:description') ?? '')).not.toMatch(/<[a-z]/i);
});

test('a public event page opened by its address and reloaded shares the address the browser used', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const headers = await apiSessionHeaders(request, 'mario@campo.test', DEMO_PASSWORD);
  const event = await findUpcomingEvent(request, headers, () => true);
  const path = `/event/detail/public/${event._id}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // A share sheet cannot be read from a test: without one the button copies the link, as on a desktop browser.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
  );

  // Opened by its address (the event comes with the page, embedded by the server), then reloaded.
  await page.goto(path);
  await page.reload();
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await page.getByRole('button', { name: ev('detail.share') }).click();
  await expect(page.getByText(common('messages.events.linkCopied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
});

test('an unknown address answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: common('shared.notFound.title') })).toBeVisible();
  const unknownEvent = await page.goto(`/event/detail/public/${'e'.repeat(24)}`);
  expect(unknownEvent?.status()).toBe(404);
});
