import type { Page, Route } from '@playwright/test';
import { PAGE_DATA_ELEMENT_ID } from '../../src/api/pageData';
import { appRoutes } from '../../src/app/routes';
import { text, textsOnlyIn } from '../catalogue';
import { expect, test } from '../fixtures';
import { switchLanguage, type Lang } from '../helpers/language';
import { concretePaths, marioStorageState, seedIds, type SeedIds, type StorageState } from '../helpers/routeSweep';

// On every route of the route table, a language switch leaves no text of the other language on screen: first with
// the page's data loads failing (its error states and toasts showing, a form's errors showing), switching Italian to
// English; then loaded normally, switching back. The texts looked for are every catalogue text only one language says.

const NAMESPACES = [
  'common',
  'public',
  'legal',
  'auth',
  'login',
  'userSignup',
  'emailVerify',
  'associationSignup',
  'account',
  'events',
  'tickets',
  'products',
  'orders',
  'associations',
  'messages',
  'groups',
  'qa',
];
const LANGUAGE_NAME = { it: 'Italiano', en: 'English' } as const;
const onlyIn = { it: textsOnlyIn('it', 'en', NAMESPACES), en: textsOnlyIn('en', 'it', NAMESPACES) };

/** The reads a page needs to know who is logged in: they stay up so the page is the member's page. */
const SESSION_READS = ['/api/user/profile', '/api/user/language'];

let ids: SeedIds;
let marioState: StorageState;

test.beforeAll(async ({ browser, request, baseURL }) => {
  ids = await seedIds(request);
  marioState = await marioStorageState(browser, baseURL);
});

async function otherLanguageOnScreen(page: Page, shown: Lang): Promise<string[]> {
  const onScreen = await page.locator('body').innerText();
  return onlyIn[shown === 'it' ? 'en' : 'it'].filter((part) => onScreen.includes(part));
}

/** The routes whose page is a form: submitted empty, it shows its own errors. */
const FORM_ROUTES = ['/contact/us', '/login', '/usersignup', '/signup', '/group/create/:id?'];

async function submitEmptyForm(page: Page) {
  await page.locator('main form button[type="submit"]:visible').first().click();
}

/**
 * Opens `path` without the API answers the server embeds in the page (docs/CONVENTIONS.md, page data), so the page's
 * reads go to the API.
 */
async function openWithoutPageData(page: Page, path: string) {
  const wanted = new URL(path, 'http://campo.test');
  await page.route(
    (url) => url.pathname === wanted.pathname && url.search === wanted.search,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        new RegExp(`<script[^>]*id="${PAGE_DATA_ELEMENT_ID}"[^>]*>[\\s\\S]*?</script>`),
        '',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto(path);
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

for (const route of appRoutes) {
  test(`${route.path}: a language switch with errors and toasts showing, and back, leaves no text of the other language`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      baseURL,
      locale: 'it-IT',
      viewport: { width: 1280, height: 900 },
      storageState: route.access === 'guestOnly' ? undefined : marioState,
      // The offline ticket's service worker would answer some reads from its cache, past the failing API.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of concretePaths(route.path, ids)) {
      const failReads = (request: Route) => {
        const url = new URL(request.request().url());
        if (request.request().method() !== 'GET' || SESSION_READS.includes(url.pathname)) return request.continue();
        return request.fulfill({
          status: 503,
          json: { statusCode: 503, error: 'Service Unavailable', message: 'Servizio non disponibile' },
        });
      };
      await page.route('**/api/**', failReads);
      await openWithoutPageData(page, path);
      await settled(page);
      if (FORM_ROUTES.includes(route.path) && !path.match(/\/group\/create\/./)) await submitEmptyForm(page);
      await switchLanguage(page, 'it', LANGUAGE_NAME.en);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      problems.push(...(await otherLanguageOnScreen(page, 'en')).map((found) => `${path} (failing, en): "${found}"`));

      await page.unrouteAll();
      await page.goto(path);
      await settled(page);
      await switchLanguage(page, 'en', LANGUAGE_NAME.it);
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      await expect(page.getByRole('button', { name: text('it', 'common', 'layout.language.label') })).toBeVisible();
      problems.push(...(await otherLanguageOnScreen(page, 'it')).map((found) => `${path} (loaded, it): "${found}"`));
    }
    await context.close();
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });
}
