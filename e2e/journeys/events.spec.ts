import { SPECIALITIES } from '../../server/src/db/seed/data/sports';
import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { generatedPng } from '../helpers/generatedPng';
import { switchLanguage } from '../helpers/language';

const ev = (key: string) => text('it', 'events', key);
const common = (key: string) => text('it', 'common', key);

test('a member browses /events: filters by speciality, searches a place, resets and turns the page', async ({
  page,
  request,
}) => {
  const member = await signUpVerifiedMember(request, 'Chiara', 'Esposito');
  await logInThroughForm(page, member.email, member.password);

  await expect(page.getByRole('heading', { level: 1, name: ev('list.banner.title') })).toBeVisible();
  const results = page.getByRole('region', { name: ev('list.resultsLabel') });
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(3);
  const firstPageNames = await cards.getByRole('heading').allTextContents();

  // The speciality filter: the category select appears only once one is chosen, and the list follows it.
  await page.getByRole('button', { name: ev('list.filters.toggle') }).click();
  const panel = page.getByRole('search', { name: ev('list.filters.panelTitle') });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel(ev('list.filters.category'))).toHaveCount(0);
  const swimming = SPECIALITIES.find((speciality) => speciality.title === 'Nuoto')!;
  // By role: the native <select> itself, never a field that merely carries the same label while the panel mounts.
  await panel.getByRole('combobox', { name: ev('list.filters.speciality') }).selectOption({ label: swimming.title });
  const category = panel.getByLabel(ev('list.filters.category'));
  await expect(category).toBeVisible();
  await expect(category.locator('option', { hasText: swimming.categories[0] })).toHaveCount(1);
  // The drawer is modal: the list behind it is read once it is closed.
  await panel.getByRole('button', { name: ev('list.filters.close') }).click();
  await expect(panel).toBeHidden();
  await expect(async () => {
    const names = await cards.getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names)
      expect(
        swimming.events.some((template) => name.startsWith(template)),
        name,
      ).toBe(true);
  }).toPass();
  expect(await cards.getByRole('heading').allTextContents()).not.toEqual(firstPageNames);

  await page.getByRole('button', { name: ev('list.filters.toggle') }).click();
  await expect(panel.getByLabel(ev('list.filters.speciality'))).toHaveValue(/.+/);
  await panel.getByRole('button', { name: ev('list.filters.reset') }).click();
  await expect(panel.getByLabel(ev('list.filters.speciality'))).toHaveValue('');
  await expect(panel.getByLabel(ev('list.filters.category'))).toHaveCount(0);
  await panel.getByRole('button', { name: ev('list.filters.close') }).click();
  await expect(panel).toBeHidden();
  await expect(cards.getByRole('heading')).toHaveText(firstPageNames);

  // A place search: the offline geocoder offers Milano, and the nearest events come first.
  const place = page.getByRole('combobox', { name: ev('list.location.label') });
  await place.fill('Milano');
  await page.getByRole('option', { name: /^Milano MI/ }).click();
  await expect(place).toHaveValue(/^Milano MI/);
  await expect(cards.first()).toContainText('Milano');
  await page.getByRole('button', { name: ev('list.location.recent') }).click();
  await expect(page.getByRole('list', { name: ev('list.location.recent') })).toContainText('Milano MI');

  // Reset empties the place and brings back the first page of all events.
  await page.getByRole('button', { name: ev('list.filters.reset') }).click();
  await expect(place).toHaveValue('');
  await expect(cards.getByRole('heading')).toHaveText(firstPageNames);

  const pages = page.getByRole('navigation', { name: common('shared.pagination.label') });
  await pages.getByRole('button', { name: /pagina 2$/ }).click();
  await expect(pages.getByRole('button', { name: /pagina 2$/ })).toHaveAttribute('aria-current', 'page');
  await expect(cards).not.toHaveCount(0);
  const secondPageNames = await cards.getByRole('heading').allTextContents();
  expect(secondPageNames.some((name) => firstPageNames.includes(name))).toBe(false);
});

test('a member favourites an event, finds it in the profile, and uploads a picture of it', async ({
  page,
  request,
}) => {
  const member = await signUpVerifiedMember(request, 'Paolo', 'Greco');
  await logInThroughForm(page, member.email, member.password);
  const event = await findUpcomingEvent(
    request,
    await sessionHeaders(page),
    (candidate) => candidate.images.length < 3,
  );

  await page.goto(`/event/detail/${event._id}`);
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await page.getByRole('button', { name: ev('detail.favouriteAdd') }).click();
  await expect(page.getByText(common('messages.events.favouriteAdded'))).toBeVisible();
  await expect(page.getByRole('button', { name: ev('detail.favouriteRemove') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page
    .getByRole('link', { name: text('it', 'common', 'layout.topBar.profile') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  const favourites = page.getByRole('region', { name: text('it', 'account', 'profile.details.favouritesTitle') });
  await expect(favourites.getByText(event.name)).toBeVisible();
  await favourites
    .getByRole('link', { name: text('it', 'account', 'profile.events.viewLabel').replace('{{name}}', event.name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/event/detail/${event._id}$`));

  const photos = page.getByRole('region', { name: ev('detail.images.title') });
  const photoAlt = (index: number) =>
    ev('detail.images.alt').replace('{{index}}', String(index)).replace('{{name}}', event.name);
  await expect(photos.getByRole('img')).toHaveCount(event.images.length);

  await page.getByRole('button', { name: ev('detail.upload.open') }).click();
  const dialog = page.getByRole('dialog', { name: ev('detail.upload.title') });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'arrivo.png', mimeType: 'image/png', buffer: generatedPng() });
  await expect(dialog.getByText(ev('detail.upload.chosen').replace('{{name}}', 'arrivo.png'))).toBeVisible();
  await dialog.getByRole('button', { name: ev('detail.upload.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(photos.getByRole('img')).toHaveCount(event.images.length + 1);
  await expect(photos.getByRole('img', { name: photoAlt(event.images.length + 1) })).toBeVisible();

  await page.goto('/profile');
  const gallery = page.getByRole('region', { name: text('it', 'account', 'profile.details.galleryTitle') });
  await expect(gallery.getByRole('img')).toHaveCount(1);
});

test("a member opening /events, /products, an event's pages and /profile sees what the server sent with the page (the page's own data, the top bar's profile, the location lists, the cart, the bell), without asking the API for it, in both languages", async ({
  page,
  request,
}) => {
  const member = await signUpVerifiedMember(request, 'Marta', 'Greco');
  await logInThroughForm(page, member.email, member.password);
  const headers = await sessionHeaders(page);
  // Only the opened page's own requests count: a page being left can still send some as the next one starts to load
  // (seen for the profile and the unread counts, before the new document even commits), so each page is opened
  // from a blank one.
  const open = async (path: string) => {
    await page.goto('about:blank');
    apiCalls.length = 0;
    await page.goto(path);
  };
  const apiCalls: string[] = [];
  page.on('request', (call) => {
    if (/\/api\/user\/(events|products)\?/.test(call.url())) apiCalls.push(new URL(call.url()).search);
    if (/^\/api\/((user\/)?event\/[0-9a-f]{24}|user\/profile)$/.test(new URL(call.url()).pathname))
      apiCalls.push(new URL(call.url()).pathname);
    // What the top bar (its cart button and bell) and the location lists ask for at once also came with the page.
    if (/^\/api\/user\/(popular\/venues|carts|notifications)$/.test(new URL(call.url()).pathname))
      apiCalls.push(new URL(call.url()).pathname);
  });
  const startupCalls = () =>
    apiCalls.filter((call) => /^\/api\/user\/(profile|popular\/venues|carts|notifications)$/.test(call));
  let firstEvent = { _id: '', name: '' };

  for (const [lang, switchTo] of [
    ['it', null],
    ['en', 'English'],
  ] as const) {
    if (switchTo) await switchLanguage(page, 'it', switchTo);
    for (const [path, list, nameOf] of [
      ['/events', '/api/user/events?offset=0&limit=3', (item: { name: string }) => item.name],
      ['/products', '/api/user/products?offset=0&limit=3', (item: { name: string }) => item.name],
    ] as const) {
      await open(path);
      const firstPage = (await (
        await request.get(list, { headers: { ...headers, 'accept-language': lang } })
      ).json()) as {
        data: { _id: string; name: string }[];
      };
      if (path === '/events') firstEvent = firstPage.data[0];
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole('heading')).toHaveText(firstPage.data.map(nameOf));
      // The first card's picture is the one the page preloaded.
      const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
      await expect(cards.first().getByRole('img').first()).toHaveAttribute('src', preloaded!);
      expect(
        apiCalls.filter((call) => call.startsWith('?')),
        `${path} in ${lang}`,
      ).toEqual([]);
      expect(startupCalls(), `${path} in ${lang}`).toEqual([]);
    }
    for (const path of [`/event/detail/${firstEvent._id}`, `/event/detail/public/${firstEvent._id}`]) {
      await open(path);
      await expect(page.getByRole('heading', { level: 1, name: firstEvent.name })).toBeVisible();
      expect(
        apiCalls.filter((call) => call.includes('/event/')),
        `${path} in ${lang}`,
      ).toEqual([]);
      expect(startupCalls(), `${path} in ${lang}`).toEqual([]);
    }
    await open('/profile');
    await expect(page.getByText(member.email)).toBeVisible();
    expect(apiCalls, `/profile in ${lang}`).toEqual([]);
  }

  await page.goto('/products');
  apiCalls.length = 0;

  // The next page comes from the API as usual.
  await page
    .getByRole('navigation', { name: text('en', 'common', 'shared.pagination.label') })
    .getByText('2', { exact: true })
    .click();
  await expect.poll(() => apiCalls).toContain('?offset=3&limit=3');
});
