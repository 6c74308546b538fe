import type { Browser, BrowserContext } from '@playwright/test';
import { appRoutes } from '../../src/app/routes';
import { expect, test } from '../fixtures';
import { DEMO_PASSWORD, logInThroughForm } from '../helpers/eventsMember';
import { concretePaths, MARIO, pageProblems, seedIds, settle, type SeedIds } from '../helpers/routeSweep';

// Every route of the route table, in light and dark, on a 1440 px desktop and a 390 px phone: no sideways scroll on
// the phone and no serious or critical axe violation (WCAG 2.2 AA) anywhere. One failure lists every route's problems.

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [
  { width: 1440, height: 900, checkScroll: false },
  { width: 390, height: 844, checkScroll: true },
] as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let ids: SeedIds;
let marioState: StorageState;

test.beforeAll(async ({ browser, request, baseURL }) => {
  ids = await seedIds(request);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInThroughForm(page, MARIO, DEMO_PASSWORD);
  marioState = await context.storageState();
  await context.close();
});

async function sweep(
  browser: Browser,
  baseURL: string,
  options: { scheme: (typeof SCHEMES)[number]; width: number; height: number; checkScroll: boolean },
): Promise<string[]> {
  const found: string[] = [];
  const titleSizes = new Map<string, string[]>();
  for (const loggedIn of [false, true]) {
    const context = await browser.newContext({
      baseURL,
      locale: 'it-IT',
      colorScheme: options.scheme,
      viewport: { width: options.width, height: options.height },
      storageState: loggedIn ? marioState : undefined,
    });
    const page = await context.newPage();
    // Guests see public and guest-only routes; mario sees the public and the logged-in ones.
    const routes = appRoutes.filter((r) => (loggedIn ? r.access !== 'guestOnly' : r.access !== 'auth'));
    for (const route of routes) {
      for (const path of concretePaths(route.path, ids)) {
        await page.goto(path);
        const problems = [...(await settle(page)), ...(await pageProblems(page, options.checkScroll ? options.width : null))];
        found.push(...problems.map((p) => `${path} (${loggedIn ? 'mario' : 'guest'}): ${p}`));
        // The landing page's hero headline is a display text, not a page title.
        if (path !== '/') {
          const size = await page.locator('h1:visible').first().evaluate((h1) => getComputedStyle(h1).fontSize).catch(() => 'none');
          titleSizes.set(size, [...(titleSizes.get(size) ?? []), path]);
        }
      }
    }
    await context.close();
  }
  if (titleSizes.size > 1) {
    found.push(`page titles in ${titleSizes.size} sizes: ${[...titleSizes].map(([size, paths]) => `${size} on ${paths.join(', ')}`).join('; ')}`);
  }
  return found;
}

for (const scheme of SCHEMES) {
  for (const size of WIDTHS) {
    test(`every route at ${size.width} px in ${scheme}: no sideways scroll, axe WCAG 2.2 AA clean`, async ({ browser, baseURL }) => {
      test.setTimeout(300_000);
      const problems = await sweep(browser, baseURL!, { scheme, ...size });
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    });
  }
}
