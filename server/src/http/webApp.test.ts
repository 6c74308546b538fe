import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { drawIcon } from '../../../scripts/lib/pwaIcons.mjs';
import {
  MANIFEST_FILE,
  precacheList,
  SERVICE_WORKER_FILE,
  webManifest,
  type RoutePreloadsForPrecache,
} from '../../../scripts/lib/pwaPlugin.mjs';
import { createDistFixture } from '../testing/distFixture';
import { createTestApp, type TestApp } from '../testing/testApp';

// The installable app: the manifest, its icons and the service worker, as the build writes them
// (scripts/lib/pwaPlugin.mjs) and the server serves them (http/spa.ts, the built SPA's plain files).

const GREEN = '#0b6e4f';
const manifest = webManifest({
  name: 'Campo',
  description: 'Campo: eventi sportivi.',
  language: 'it',
  themeColour: GREEN,
  backgroundColour: '#f6f8f4',
});

let t: TestApp;
let dist: ReturnType<typeof createDistFixture>;

beforeAll(async () => {
  dist = createDistFixture();
  writeFileSync(path.join(dist.dir, MANIFEST_FILE), JSON.stringify(manifest));
  writeFileSync(path.join(dist.dir, SERVICE_WORKER_FILE), 'self.addEventListener("fetch", () => {});\n');
  mkdirSync(path.join(dist.dir, 'icons'));
  writeFileSync(path.join(dist.dir, 'icons', 'icon-192.png'), drawIcon(192, GREEN));
  t = await createTestApp({ DIST_DIR: dist.dir });
});

afterAll(async () => {
  await t.close();
  dist.remove();
});

describe('the web app manifest', () => {
  it('is served as application/manifest+json', async () => {
    const response = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toMatchObject({ name: 'Campo', display: 'standalone', theme_color: GREEN });
  });

  it('names a standalone app starting on the events list, with 192 and 512 px icons and a maskable one', () => {
    expect(manifest).toMatchObject({ start_url: '/events', scope: '/', display: 'standalone', lang: 'it' });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('has PNG icons of their size: rounded on transparency, the maskable one filling its square', async () => {
    const response = await t.app.inject({ url: '/icons/icon-192.png' });
    expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'image/png']);
    const icon = PNG.sync.read(response.rawPayload);
    const maskable = PNG.sync.read(drawIcon(512, GREEN, { maskable: true }));
    const alphaAt = (png: PNG, x: number, y: number) => png.data[(y * png.width + x) * 4 + 3];
    expect([icon.width, icon.height, alphaAt(icon, 0, 0), alphaAt(icon, 96, 20)]).toEqual([192, 192, 0, 255]);
    expect([maskable.width, alphaAt(maskable, 0, 0)]).toEqual([512, 255]);
    // The pitch's centre spot is white, the corner the brand green.
    expect([...maskable.data.subarray((256 * 512 + 256) * 4, (256 * 512 + 256) * 4 + 3)]).toEqual([255, 255, 255]);
    expect([...maskable.data.subarray(0, 3)]).toEqual([0x0b, 0x6e, 0x4f]);
  });
});

describe('the service worker', () => {
  it('is served from the root (its scope is the whole app) as JavaScript that browsers revalidate', async () => {
    const response = await t.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(String(response.headers['cache-control'])).not.toMatch(/immutable|max-age=[1-9]/);
  });

  it('precaches the entry, the catalogues every page needs and the My events and ticket pages, both languages', () => {
    const route = (routePath: string, name: string, tabs?: RoutePreloadsForPrecache['routes'][number]['tabs']) => ({
      path: routePath,
      access: 'auth',
      scripts: [`/assets/route-${name}.js`],
      catalogues: { it: [`/assets/i18n-it-${name}.js`], en: [`/assets/i18n-en-${name}.js`] },
      tabs,
    });
    const preloads = {
      session: ['/assets/member-session.js'],
      entryCatalogues: { it: ['/assets/i18n-it-common.js'], en: ['/assets/i18n-en-common.js'] },
      sessionCatalogues: {},
      routes: [
        route('/events', 'events'),
        route('/my/event/:id', 'tickets'),
        route('/profile', 'account', {
          panels: {
            myEvents: { scripts: ['/assets/profile-my-events.js'], catalogues: {} },
            team: { scripts: ['/assets/profile-team.js'], catalogues: {} },
          },
        }),
      ],
    };
    const list = precacheList(preloads, [
      'assets/runtime.js',
      'assets/main.js',
      'assets/main.js.map',
      'assets/prerendered.0d650c98.css',
    ]);
    expect(list).toEqual(
      expect.arrayContaining([
        '/assets/prerendered.0d650c98.css',
        '/assets/runtime.js',
        '/assets/main.js',
        '/assets/member-session.js',
        '/assets/i18n-en-common.js',
        '/assets/route-tickets.js',
        '/assets/i18n-it-tickets.js',
        '/assets/i18n-en-tickets.js',
        '/assets/route-account.js',
        '/assets/profile-my-events.js',
      ]),
    );
    expect(list.filter((file) => /route-events|i18n-\w\w-events|team|\.map$/.test(file))).toEqual([]);
  });
});
