import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { apiSessionHeaders, DEMO_PASSWORD } from '../helpers/eventsMember';

const ev = (key: string) => text('it', 'events', key);

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

test('the public event page shows the event to a logged-out visitor and carries Open Graph tags', async ({ page, request, baseURL }) => {
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
