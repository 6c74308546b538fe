import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eventWorld, insertEvent, loggedInUser } from '../modules/events/testing/eventFixtures';
import { createDistFixture, spaRouteTable } from '../testing/distFixture';
import { createTestApp, type TestApp } from '../testing/testApp';
import { ROUTE_PRELOADS_FILE } from './routePreloads';

// An address the SPA has no page for answers 404 with index.html (the SPA then shows its not-found page), so crawlers
// and monitors see it missing; the SPA's route table comes from the build's manifest, read from src/app/routes.tsx.

let t: TestApp;
let dist: ReturnType<typeof createDistFixture>;
let eventId: string;
let memberCookie: string;

beforeAll(async () => {
  dist = createDistFixture();
  t = await createTestApp({ DIST_DIR: dist.dir });
  const world = await eventWorld(t);
  eventId = await insertEvent(world.db, { associationId: world.associationId, specialityId: world.specialityId });
  const member = await loggedInUser(t, 'Anna');
  memberCookie = `Campo-Web-Token=${encodeURIComponent(member.headers.authorization.replace(/^Bearer /, ''))}; loggedin=true`;
});

afterAll(async () => {
  await t.close();
  dist.remove();
});

const navigate = (url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

/** A route's path with each parameter given the id of a real event (pages that load nothing take any id). */
const addressOf = (routePath: string) => routePath.replace(/\/:\w+\?/g, '').replace(/:\w+/g, eventId);

describe('unknown addresses', () => {
  const unknown = [
    '/favicon.ico',
    '/no/such/page',
    '/index.html',
    '/eventsx',
    '/events/extra',
    `/event/detail/public/${'e'.repeat(24)}`,
    '/event/detail/public/not-an-id',
    `/event/detail/public/${'E'.repeat(24)}`,
    `/event/detail/${'e'.repeat(24)}`,
    '/event/detail/public',
  ];

  it.each(unknown)('%s answers 404 with index.html, its CSP nonce and its cache rule', async (url) => {
    for (const cookie of [undefined, memberCookie]) {
      const response = await navigate(url, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('__CSP_NONCE__');
    }
    expect((await navigate(url, undefined, 'HEAD')).statusCode).toBe(404);
  });

  it('a real file in the build is served, not the not-found page', async () => {
    writeFileSync(path.join(dist.dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    try {
      const favicon = await navigate('/favicon.ico');
      expect(favicon.statusCode).toBe(200);
      expect(favicon.body).not.toContain('<div id="root">');
    } finally {
      rmSync(path.join(dist.dir, 'favicon.ico'));
    }
  });
});

describe("the SPA's route table", () => {
  // Fails when the SPA adds a route the server cannot tell from an unknown address (a path the build's reader or
  // the server's matching does not understand, or one under /api, /assets, /uploads or /payments).
  it('every route of src/app/routes.tsx answers 200, to a guest and to a member, in any letter case', async () => {
    const routes = spaRouteTable();
    expect(routes.length).toBeGreaterThan(20);
    for (const { path: routePath } of routes) {
      for (const cookie of [undefined, memberCookie]) {
        const response = await navigate(addressOf(routePath), cookie);
        expect([routePath, response.statusCode]).toEqual([routePath, 200]);
        expect(response.body).toContain('<div id="root"></div>');
      }
    }
    expect((await navigate('/Events/')).statusCode).toBe(200);
    expect((await navigate('/group/create')).statusCode).toBe(200);
  });

  it('without a route manifest (a build that wrote none) every address counts as a page', async () => {
    const bare = createDistFixture();
    rmSync(path.join(bare.dir, ROUTE_PRELOADS_FILE));
    const app = await createTestApp({ DIST_DIR: bare.dir });
    try {
      expect((await app.app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    } finally {
      await app.close();
      bare.remove();
    }
  });
});
