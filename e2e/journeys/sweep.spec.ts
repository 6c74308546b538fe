import { appRoutes } from '../../src/app/routes';
import { expect, test } from '../fixtures';
import {
  concretePaths,
  marioStorageState,
  pageProblems,
  seedIds,
  settle,
  type SeedIds,
  type StorageState,
} from '../helpers/routeSweep';

// Every route of the route table, in light and dark, on a 1440 px desktop and a 390 px phone: no sideways scroll on
// the phone, no serious or critical axe violation (WCAG 2.2 AA), and one page title in the one title style. Guests
// visit the public and guest-only routes, mario the public and logged-in ones. A failure lists every problem found.

const SCHEMES = ['light', 'dark'] as const;
const SIZES = [
  { width: 1440, height: 900, titlePx: '36px' },
  { width: 390, height: 844, titlePx: '28px' },
] as const;

let ids: SeedIds;
let marioState: StorageState;

test.beforeAll(async ({ browser, request, baseURL }) => {
  ids = await seedIds(request);
  marioState = await marioStorageState(browser, baseURL);
});

for (const route of appRoutes) {
  test(`${route.path}: fits 390 px, axe WCAG 2.2 AA clean and one page title style, light and dark`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const visitors = route.access === 'public' ? ([false, true] as const) : ([route.access === 'auth'] as const);
    const problems: string[] = [];
    for (const loggedIn of visitors) {
      // One browser per visitor; the colour scheme and the window size change between the page loads.
      const context = await browser.newContext({
        baseURL,
        locale: 'it-IT',
        storageState: loggedIn ? marioState : undefined,
      });
      const page = await context.newPage();
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const size of SIZES) {
          await page.setViewportSize({ width: size.width, height: size.height });
          for (const path of concretePaths(route.path, ids)) {
            await page.goto(path);
            const found = [...(await settle(page)), ...(await pageProblems(page, size.width === 390 ? 390 : null))];
            // The landing page's hero headline is a display text, not a page title.
            if (path !== '/') {
              const titleSize = await page
                .locator('h1:visible')
                .first()
                .evaluate((h1) => getComputedStyle(h1).fontSize)
                .catch(() => 'none');
              if (titleSize !== size.titlePx) found.push(`page title ${titleSize}, the title style is ${size.titlePx}`);
            }
            const who = loggedIn ? 'mario' : 'guest';
            problems.push(...found.map((problem) => `${path} (${who}, ${scheme}, ${size.width} px): ${problem}`));
          }
        }
      }
      await context.close();
    }
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });
}
