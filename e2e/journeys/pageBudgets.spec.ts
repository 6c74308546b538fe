import { gzipSync } from 'node:zlib';
import budgets from '../../scripts/bench/pageBudgets.json';
import { appRoutes } from '../../src/app/routes';
import { expect, test } from '../fixtures';
import { firstLoads, marioStorageState, seedIds, settle, type SeedIds, type StorageState } from '../helpers/routeSweep';

// Every route of the route table, on a first load in a fresh browser (a guest on the landing page and the guest-only
// routes, mario elsewhere): the JavaScript it downloads (gzip level 9, as `npm run bench -- pageJs` counts it) stays
// within its CI ceiling (scripts/bench/pageBudgets.json: one for the landing page, one for the other pages, and one of
// its own for a page already above that; the goals and the figures are in docs/PERFORMANCE.md).

const byRoute: Record<string, number> = budgets.ceilingKiB.byRoute;

let ids: SeedIds;
let marioState: StorageState;

test.beforeAll(async ({ browser, request, baseURL }) => {
  ids = await seedIds(request);
  marioState = await marioStorageState(browser, baseURL);
});

test('every route downloads no more JavaScript than its CI ceiling (gzip)', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const over: string[] = [];
  for (const { pattern, path, asGuest } of firstLoads(appRoutes, ids)) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      storageState: asGuest ? undefined : marioState,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto(path);
    await settle(page);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts);
    await context.close();
    const kib = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    const ceiling =
      path === '/'
        ? budgets.ceilingKiB.landing
        : (byRoute[path.includes('?tab=') ? path : pattern] ?? budgets.ceilingKiB.page);
    expect(sizes.length, `${path} loaded no script`).toBeGreaterThan(0);
    console.info(`${path}: ${kib.toFixed(1)} KiB`);
    if (kib > ceiling) over.push(`${path}: ${kib.toFixed(1)} KiB, ceiling ${ceiling} KiB`);
  }
  expect(over, `\n${over.join('\n')}\n`).toEqual([]);
});
