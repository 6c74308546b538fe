import { insertFavourite } from '../modules/account/testing/fixtures';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../modules/events/testing/eventFixtures';
import { multipartPayload } from '../storage/testing/multipartPayload';
import { createDistFixture } from '../testing/distFixture';
import { createTestApp, type TestApp } from '../testing/testApp';
import { PAGE_DATA_ELEMENT_ID, pageDataScript } from './pageData';

let t: TestApp;
let dist: ReturnType<typeof createDistFixture>;
let anna: LoggedInUser;
let bruno: LoggedInUser;
let firstEventId: string;
const HOSTILE_NAME = 'Torneo </script><script>alert(1)</script> \u2028 fine';

beforeAll(async () => {
  dist = createDistFixture();
  t = await createTestApp({ DIST_DIR: dist.dir });
  const world = await eventWorld(t);
  firstEventId = await insertEvent(world.db, {
    ...world,
    name: HOSTILE_NAME,
    startOffset: 1,
    picture: '/uploads/seed/events/volley-0.png',
  });
  await insertEvent(world.db, { ...world, startOffset: 2 });
  anna = await loggedInUser(t, 'Anna');
  bruno = await loggedInUser(t, 'Bruno');
  await insertFavourite(world.db, anna.id, firstEventId);
});

afterAll(async () => {
  await t.close();
  dist.remove();
});

const tokenOf = (user: LoggedInUser) => user.headers.authorization.replace(/^Bearer /, '');

const page = (url: string, token?: string, language?: string) => {
  const cookies = [
    token ? `Campo-Web-Token=${encodeURIComponent(token)}; loggedin=true` : '',
    language ? `lang=${language}` : '',
  ];
  return t.app.inject({ url, headers: { accept: 'text/html', cookie: cookies.filter(Boolean).join('; ') } });
};

/** The entries of the page's data block, as the SPA reads them (src/api/pageData.ts). */
function pageData(html: string): { path: string; language: string; body: unknown }[] | null {
  const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return block ? JSON.parse(block[1]) : null;
}

/**
 * What every page of a logged-in member carries after the page's own answer: the profile, and the top bar's bell
 * (its newest notifications), cart count and unread counts.
 */
const SESSION_PATHS = ['/user/profile', '/user/notifications?offset=0&limit=10', '/user/carts', '/user/message/unread'];

/** The page's own entry (the first), with the paths of all. */
function pageEntries(html: string) {
  const entries = pageData(html);
  return { first: entries?.[0], paths: entries?.map((entry) => entry.path) ?? [] };
}

const api = (path: string, user: LoggedInUser, language = 'it') =>
  t.api({ method: 'GET', url: `/api${path}`, headers: { ...user.headers, 'accept-language': language } });

describe("the list pages' index.html", () => {
  it("/events carries the member's first page exactly as the API answers it, and preloads its first picture", async () => {
    const response = await page('/events', tokenOf(anna));
    expect(response.statusCode).toBe(200);
    const { first, paths } = pageEntries(response.body);
    const answer = await api('/user/events?offset=0&limit=3', anna);
    expect(first).toEqual({ path: '/user/events?offset=0&limit=3', language: 'it', body: answer.json() });
    expect(paths).toEqual(['/user/events?offset=0&limit=3', '/user/popular/venues', ...SESSION_PATHS]);
    const venues = pageData(response.body)!.find((entry) => entry.path === '/user/popular/venues');
    expect(venues?.body).toEqual((await api('/user/popular/venues', anna)).json());
    expect(response.body).toContain(
      '<link rel="preload" as="image" href="/uploads/seed/events/volley-0.png" fetchpriority="high">',
    );
  });

  it("gives each member their own favourites and the language of the member's lang cookie", async () => {
    const annas = pageData((await page('/events', tokenOf(anna))).body)![0].body as {
      data: { _id: string; isFavourite: boolean }[];
    };
    const brunos = pageData((await page('/events', tokenOf(bruno), 'en')).body)![0];
    expect(annas.data.find((item) => item._id === firstEventId)?.isFavourite).toBe(true);
    expect(brunos.language).toBe('en');
    expect((brunos.body as typeof annas).data.find((item) => item._id === firstEventId)?.isFavourite).toBe(false);
    expect(brunos.body).toEqual((await api('/user/events?offset=0&limit=3', bruno, 'en')).json());
  });

  it('keeps a hostile name inside the data block: nothing closes the script early, the name reads back as it was', async () => {
    const html = (await page('/events', tokenOf(anna))).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('\u2028');
    const body = pageData(html)![0].body as { data: { name: string }[] };
    expect(body.data[0].name).toBe(HOSTILE_NAME);
  });

  it('/products carries its first page only when its address names no search, category or page, and the cart always', async () => {
    const response = await page('/products', tokenOf(anna));
    expect(pageEntries(response.body).first).toEqual({
      path: '/user/products?offset=0&limit=3',
      language: 'it',
      body: (await api('/user/products?offset=0&limit=3', anna)).json(),
    });
    expect(pageEntries(response.body).paths).toEqual(['/user/products?offset=0&limit=3', ...SESSION_PATHS]);
    for (const url of ['/products?page=2', '/products?name=maglia', '/products?category=abc']) {
      expect(pageEntries((await page(url, tokenOf(anna))).body).paths).toEqual(SESSION_PATHS);
    }
    const cart = pageData((await page('/my/cart', tokenOf(anna))).body)?.find((entry) => entry.path === '/user/carts');
    expect(cart).toEqual({ path: '/user/carts', language: 'it', body: (await api('/user/carts', anna)).json() });
  });

  it("an event's pages carry the event: the member's page with a live session only, the public page for anyone", async () => {
    const member = pageEntries((await page(`/event/detail/${firstEventId}`, tokenOf(anna), 'en')).body);
    expect(member.first).toEqual({
      path: `/user/event/${firstEventId}`,
      language: 'en',
      body: (await api(`/user/event/${firstEventId}`, anna, 'en')).json(),
    });
    expect(pageData((await page(`/event/detail/${firstEventId}`)).body)).toBeNull();
    const publicAnswer = await t.api({
      method: 'GET',
      url: `/api/event/${firstEventId}`,
      headers: { 'accept-language': 'it' },
    });
    expect(publicAnswer.statusCode).toBe(200);
    expect(pageData((await page(`/event/detail/public/${firstEventId}`)).body)).toEqual([
      { path: `/event/${firstEventId}`, language: 'it', body: publicAnswer.json() },
    ]);
    // An id that names no event: the API's 404 goes nowhere, the page is the plain one.
    expect(pageData((await page('/event/detail/public/0123456789abcdef01234567')).body)).toBeNull();
  });

  it("a group's page carries the group and its members for a member of it, and nothing of it for anyone else", async () => {
    const { payload, headers } = multipartPayload({ name: 'Calcetto', members: JSON.stringify([bruno.id]) });
    const created = await t.api({
      method: 'POST',
      url: '/api/user/group',
      payload,
      headers: { ...anna.headers, ...headers },
    });
    expect(created.statusCode).toBe(201);
    const groupId = created.json().data._id as string;
    const groupPaths = [`/user/group/${groupId}`, `/user/group/member/list/${groupId}?name=&offset=0&limit=100`];

    const brunos = pageData((await page(`/group/detail/${groupId}`, tokenOf(bruno), 'en')).body)!;
    expect(brunos.slice(0, 2)).toEqual(
      await Promise.all(
        groupPaths.map(async (path) => ({ path, language: 'en', body: (await api(path, bruno, 'en')).json() })),
      ),
    );
    expect((brunos[1].body as { data: { _id: string }[] }).data.map((member) => member._id).sort()).toEqual(
      [anna.id, bruno.id].sort(),
    );
    // Carla is in no group of Anna's: the API refuses her (403), so her page carries only her own top bar.
    const carla = await loggedInUser(t, 'Carla');
    expect((await api(groupPaths[0], carla)).statusCode).toBe(403);
    expect(pageEntries((await page(`/group/detail/${groupId}`, tokenOf(carla))).body).paths).toEqual(SESSION_PATHS);
  });

  it('carries nothing without a live session: no cookie, a forged token, or a session ended by logout', async () => {
    const ended = await loggedInUser(t, 'Carla');
    const logout = await t.api({ method: 'POST', url: '/api/user/logout', headers: ended.headers });
    expect(logout.statusCode).toBe(200);
    for (const token of [undefined, `${tokenOf(anna)}x`, 'not%a%token', tokenOf(ended)]) {
      const response = await page('/events', token);
      expect(response.statusCode).toBe(200);
      expect(pageData(response.body)).toBeNull();
      expect(response.body).not.toContain('as="image"');
    }
  });

  it('carries nothing on other pages but, for a member, the top bar answers', async () => {
    for (const url of ['/', '/login', '/eventsx', '/profile?tab=myOrders', '/event/detail/abc']) {
      expect(pageData((await page(url)).body)).toBeNull();
      expect(pageEntries((await page(url, tokenOf(anna))).body).paths).toEqual(SESSION_PATHS);
    }
  });
});

describe("a member's every page", () => {
  it("carries the member's own profile and unread counts exactly as the API answers them, in their language", async () => {
    for (const [user, language] of [
      [anna, 'it'],
      [bruno, 'en'],
    ] as const) {
      const entries = pageData((await page('/associations', tokenOf(user), language)).body);
      expect(entries).toEqual(
        await Promise.all(
          SESSION_PATHS.map(async (path) => ({ path, language, body: (await api(path, user, language)).json() })),
        ),
      );
    }
    const annas = pageData((await page('/', tokenOf(anna))).body)!;
    expect((annas[0].body as { data: { _id: string } }).data._id).toBe(anna.id);
  });

  it('carries none of it when the SPA is not logged in: a token without the loggedin cookie', async () => {
    const response = await t.app.inject({
      url: '/associations',
      headers: { accept: 'text/html', cookie: `Campo-Web-Token=${encodeURIComponent(tokenOf(anna))}` },
    });
    expect(pageData(response.body)).toBeNull();
  });
});

describe('pageDataScript', () => {
  it('escapes <, U+2028 and U+2029 so the block parses back to the same answer', () => {
    const body = JSON.stringify({ text: '</script><!-- \u2028\u2029 <b>' });
    const script = pageDataScript([{ path: '/user/x', language: 'en', body }]);
    const inner = /<script type="application\/json" id="campo-page-data">(.*)<\/script>$/s.exec(script)![1];
    expect(inner).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(inner)).toEqual([{ path: '/user/x', language: 'en', body: JSON.parse(body) }]);
  });
});
