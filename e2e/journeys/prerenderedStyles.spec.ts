import { appRoutes } from '../../src/app/routes';
import { PRERENDERED_STYLES_ID } from '../../src/theme/prerenderedStyles';
import { expect, test } from '../fixtures';
import { firstLoads, marioStorageState, seedIds, settle, type SeedIds, type StorageState } from '../helpers/routeSweep';

// The build's prerendered sheet (src/theme/prerendered.css, `npm run styles:prerender`) holds the rules of every
// page's first load, so emotion compiles and inserts almost none of them in the browser; a rule it lacks (a menu
// opened later) is still inserted and applied. Below COVERED of a page's rules from the sheet, the sheet is out of
// date: run `npm run styles:prerender`.
const COVERED = 0.9;

/** Counts the rules the page's scripts insert into emotion's own style tags (key `campo`). */
function countInsertedRules() {
  const counter = window as unknown as { campoInsertedRules: number };
  counter.campoInsertedRules = 0;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function count(this: CSSStyleSheet, rule: string, index?: number) {
    if ((this.ownerNode as Element | null)?.getAttribute('data-emotion') === 'campo') counter.campoInsertedRules += 1;
    return insertRule.call(this, rule, index);
  };
}

/** How many rules emotion inserted at run time, and how many of the sheet's rules the page's elements use. */
function styleSources(sheetId: string) {
  const sheet = (document.getElementById(sheetId) as HTMLLinkElement | null)?.sheet;
  const classes = new Set(
    Array.from(document.querySelectorAll('[class*="campo-"]')).flatMap((element) =>
      Array.from(element.classList).filter((name) => name.startsWith('campo-')),
    ),
  );
  const fromSheet = new Set<string>();
  for (const rule of Array.from(sheet?.cssRules ?? [])) {
    const name = /\.(campo-[\w-]+)/.exec(rule.cssText)?.[1];
    if (name && classes.has(name)) fromSheet.add(name);
  }
  return {
    inserted: (window as unknown as { campoInsertedRules: number }).campoInsertedRules,
    used: classes.size,
    fromSheet: fromSheet.size,
  };
}

let ids: SeedIds;
let marioState: StorageState;

test.beforeAll(async ({ browser, request, baseURL }) => {
  ids = await seedIds(request);
  marioState = await marioStorageState(browser, baseURL);
});

test('every page takes its first styles from the prerendered sheet', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const short: string[] = [];
  for (const { path, asGuest } of firstLoads(appRoutes, ids)) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      colorScheme: 'light',
      storageState: asGuest ? undefined : marioState,
      serviceWorkers: 'block',
    });
    await context.addInitScript(countInsertedRules);
    const page = await context.newPage();
    await page.goto(path);
    await settle(page);
    await page.waitForLoadState('networkidle');
    const { inserted, used, fromSheet } = await page.evaluate(styleSources, PRERENDERED_STYLES_ID);
    await context.close();
    expect(used, `${path} has no element styled by emotion`).toBeGreaterThan(0);
    console.info(`${path}: ${fromSheet} of ${used} classes from the sheet, ${inserted} rules inserted`);
    if (fromSheet < COVERED * used) short.push(`${path}: ${fromSheet} of ${used} classes from the sheet`);
  }
  expect(short, `\nRun npm run styles:prerender:\n${short.join('\n')}\n`).toEqual([]);
});

test('a style the sheet lacks is inserted and applied when it is first needed', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: marioState, serviceWorkers: 'block' });
  await context.addInitScript(countInsertedRules);
  const page = await context.newPage();
  await page.goto('/events');
  await settle(page);
  const before = await page.evaluate(() => (window as unknown as { campoInsertedRules: number }).campoInsertedRules);
  // The language menu is not on any page's first load, so its rules are not in the sheet.
  await page.getByRole('button', { name: /^Lingua/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const after = await page.evaluate(() => (window as unknown as { campoInsertedRules: number }).campoInsertedRules);
  expect(after).toBeGreaterThan(before);
  // MUI's menu paper: a surface of its own over the page, not a transparent list.
  const paper = menu.locator('xpath=..');
  await expect(paper).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(paper).not.toHaveCSS('box-shadow', 'none');
  await context.close();
});
