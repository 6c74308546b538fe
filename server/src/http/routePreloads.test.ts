import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDistFixture } from '../testing/distFixture';
import { createTestApp, type TestApp } from '../testing/testApp';
import { ROUTE_PRELOADS_FILE, routePattern } from './routePreloads';

const navigation = { accept: 'text/html' };
const loggedIn = { ...navigation, cookie: 'Campo-Web-Token=abc; loggedin=true' };

// The shape scripts/lib/routePreloadsPlugin.mjs writes from the SPA's route table.
const itCommon = '/assets/i18n-it-common.a.js';
const enCommon = '/assets/i18n-en-common.b.js';
const manifest = {
  defaultLanguage: 'it',
  routes: [
    {
      path: '/',
      access: 'public',
      scripts: ['/assets/route-landing.1.js'],
      catalogues: { it: ['/assets/i18n-it-public.c.js'], en: ['/assets/i18n-en-public.d.js'] },
    },
    { path: '/login', access: 'guestOnly', scripts: ['/assets/forms.2.js', '/assets/route-login.3.js'] },
    {
      path: '/events',
      access: 'auth',
      scripts: ['/assets/cards.4.js', '/assets/route-events.5.js'],
      catalogues: { it: ['/assets/i18n-it-events.e.js'], en: ['/assets/i18n-en-events.f.js'] },
    },
    { path: '/event/detail/public/:eventId', access: 'public', scripts: ['/assets/route-public-event.6.js'] },
    { path: '/event/detail/:id', access: 'auth', scripts: ['/assets/cards.4.js', '/assets/route-event-detail.7.js'] },
    { path: '/group/create/:id?', access: 'auth', scripts: ['/assets/route-group-form.8.js'] },
    {
      path: '/profile',
      access: 'auth',
      scripts: ['/assets/route-profile.10.js'],
      tabs: {
        param: 'tab',
        fallback: 'accountDetails',
        panels: {
          accountDetails: { scripts: ['/assets/profile-account-details.11.js'], catalogues: { it: [], en: [] } },
          myOrders: {
            scripts: ['/assets/cards.4.js', '/assets/profile-my-orders.12.js'],
            catalogues: { it: ['/assets/i18n-it-orders.g.js'], en: ['/assets/i18n-en-orders.h.js'] },
          },
        },
      },
    },
    {
      path: '/faqs',
      access: 'public',
      scripts: ['https://elsewhere.example/x.js', '/assets/"><script>.js'],
      catalogues: { it: ['/assets/"><script>.js'] },
    },
  ],
  session: ['/assets/session-profile.9.js', '/assets/cards.4.js'],
  entryCatalogues: { it: [itCommon], en: [enCommon] },
};

let t: TestApp;
let dist: ReturnType<typeof createDistFixture>;

beforeAll(async () => {
  dist = createDistFixture();
  writeFileSync(path.join(dist.dir, ROUTE_PRELOADS_FILE), JSON.stringify(manifest));
  t = await createTestApp({ DIST_DIR: dist.dir });
});

afterAll(async () => {
  await t.close();
  dist.remove();
});

async function preloadsOf(url: string, headers: Record<string, string> = navigation, status = 200): Promise<string[]> {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode).toBe(status);
  return [...response.body.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
}

describe('route preload hints in index.html', () => {
  it('names the landing page screen chunk and the texts for a guest, after the entry script', async () => {
    const response = await t.app.inject({ url: '/', headers: navigation });
    expect(await preloadsOf('/')).toEqual([itCommon, '/assets/route-landing.1.js', '/assets/i18n-it-public.c.js']);
    expect(response.body.indexOf('rel="preload"')).toBeGreaterThan(response.body.indexOf('/assets/app.3f9a1c.js'));
    expect(response.body.indexOf('rel="preload"')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('preloads the texts of the language the SPA starts in (its lang cookie, else the default) and never the other', async () => {
    expect(await preloadsOf('/', { ...navigation, cookie: 'lang=en' })).toEqual([
      enCommon,
      '/assets/route-landing.1.js',
      '/assets/i18n-en-public.d.js',
    ]);
    expect(await preloadsOf('/events', { ...loggedIn, cookie: `${loggedIn.cookie}; lang=en` })).toEqual([
      enCommon,
      '/assets/session-profile.9.js',
      '/assets/cards.4.js',
      '/assets/route-events.5.js',
      '/assets/i18n-en-events.f.js',
    ]);
    expect(await preloadsOf('/events', { ...loggedIn, cookie: `${loggedIn.cookie}; lang=it` })).toContain(
      '/assets/i18n-it-events.e.js',
    );
    // A language the SPA does not speak is no language: the default's texts.
    expect(await preloadsOf('/', { ...navigation, cookie: 'lang=fr' })).toContain(itCommon);
  });

  it('matches route parameters, the public event page before the member one, and optional parameters', async () => {
    // No such event: a 404, whose page (the event screen, telling so) still gets its scripts named.
    expect(await preloadsOf('/event/detail/public/6b04952c5bf3fcb188430757?lang=en', navigation, 404)).toEqual([
      itCommon,
      '/assets/route-public-event.6.js',
    ]);
    expect(await preloadsOf('/event/detail/6b04952c5bf3fcb188430757', loggedIn, 404)).toEqual([
      itCommon,
      '/assets/session-profile.9.js',
      '/assets/cards.4.js',
      '/assets/route-event-detail.7.js',
    ]);
    expect(await preloadsOf('/group/create', loggedIn)).toContain('/assets/route-group-form.8.js');
    expect(await preloadsOf('/group/create/6b04952c5bf3fcb188430757', loggedIn)).toContain(
      '/assets/route-group-form.8.js',
    );
  });

  it('on a tabbed page, preloads the tab the address names with its texts, else the default tab, never the others', async () => {
    expect(await preloadsOf('/profile?tab=myOrders&order=6b04952c5bf3fcb188430757', loggedIn)).toEqual([
      itCommon,
      '/assets/session-profile.9.js',
      '/assets/cards.4.js',
      '/assets/route-profile.10.js',
      '/assets/profile-my-orders.12.js',
      '/assets/i18n-it-orders.g.js',
    ]);
    for (const url of ['/profile', '/profile?tab=accountDetails', '/profile?tab=nonsense', '/profile?order=1']) {
      const preloads = await preloadsOf(url, loggedIn);
      expect(preloads).toContain('/assets/profile-account-details.11.js');
      expect(preloads).not.toContain('/assets/profile-my-orders.12.js');
    }
    expect(await preloadsOf('/profile?tab=myOrders')).toEqual([itCommon]);
  });

  it('preloads only the texts for a page the SPA redirects away from: a member page without a session, a guest page with one', async () => {
    expect(await preloadsOf('/events')).toEqual([itCommon]);
    expect(await preloadsOf('/login', loggedIn)).toEqual([
      itCommon,
      '/assets/session-profile.9.js',
      '/assets/cards.4.js',
    ]);
    expect(await preloadsOf('/login')).toEqual([itCommon, '/assets/forms.2.js', '/assets/route-login.3.js']);
  });

  it('preloads only the texts for an unknown page and never writes a script path that is not one of our assets', async () => {
    expect(await preloadsOf('/no/such/page', navigation, 404)).toEqual([itCommon]);
    expect(await preloadsOf('/faqs')).toEqual([itCommon]);
  });
});

describe('routePattern', () => {
  it('anchors the whole path and treats a trailing slash alike', () => {
    expect(routePattern('/events').test('/events/')).toBe(true);
    expect(routePattern('/events').test('/events/extra')).toBe(false);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/login')).toBe(false);
    expect(routePattern('/my/event/:id').test('/my/event/')).toBe(false);
  });

  it('ignores letter case, as react-router does', () => {
    expect(routePattern('/event/detail/:id').test('/Event/Detail/abc')).toBe(true);
  });
});

describe('ROUTE_PRELOADS=false', () => {
  it('serves index.html without preload hints', async () => {
    const plain = await createTestApp({ DIST_DIR: dist.dir, ROUTE_PRELOADS: 'false' });
    try {
      const response = await plain.app.inject({ url: '/login', headers: navigation });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain('rel="preload"');
    } finally {
      await plain.close();
    }
  });
});
