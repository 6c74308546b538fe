import { text, textWith } from '../catalogue';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The catalogue chunks (`i18n-<language>-<namespace>`) the page has asked for so far, in order. */
function catalogueRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(i18n-[a-z]{2}-[\w-]+)\./.exec(request.url())?.[1];
    if (chunk && !seen.includes(chunk)) seen.push(chunk);
  });
  return seen;
}

test('the landing page renders in Italian, switches to English without a reload, and keeps English after one', async ({
  page,
}) => {
  const catalogues = catalogueRequests(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: text('it', 'public', 'landing.hero.title') })).toBeVisible();
  // Only the language on screen is downloaded.
  expect(catalogues.toSorted()).toEqual(['i18n-it-common', 'i18n-it-public']);
  await expect(page.locator('#features')).toContainText(text('it', 'public', 'landing.features.title'));
  await expect(
    page.getByRole('link', { name: text('it', 'public', 'landing.associations.signupCta') }),
  ).toHaveAttribute('href', '/signup');

  // Mark the document: a full reload would lose the mark, a language switch must not.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('button', { name: text('it', 'common', 'layout.language.label') }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();

  await expect(page.getByRole('heading', { level: 1, name: text('en', 'public', 'landing.hero.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The switch fetched the English texts of what is on screen, and nothing else.
  expect(catalogues.toSorted()).toEqual(['i18n-en-common', 'i18n-en-public', 'i18n-it-common', 'i18n-it-public']);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'public', 'landing.hero.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the security headers and the CSP nonce reach the browser, and the page runs under them', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/faqs');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("before the scripts have run the page shows the top bar's brand, under the CSP, and the app replaces it", async ({
  browser,
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const shellPage = await noScripts.newPage();
  shellPage.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await shellPage.goto('/login');
  const shell = shellPage.locator('#root .app-shell');
  await expect(shell).toHaveText('Campo');
  await expect(shell).toHaveAttribute('aria-hidden', 'true');
  // Styled by the page's own <style>, which the CSP lets in by its nonce: the bar is as tall as the top bar.
  const height = (await shell.boundingBox())?.height ?? 0;
  expect(height).toBeGreaterThanOrEqual(56);
  expect(height).toBeLessThanOrEqual(66);
  expect(violations).toEqual([]);
  await noScripts.close();

  await page.goto('/login');
  await expect(
    page.getByRole('link', { name: textWith('it', 'common', 'app.shell.homeLink', { product: 'Campo' }) }),
  ).toBeVisible();
  await expect(page.locator('.app-shell')).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/questa/pagina/non/esiste');
  await expect(page.getByRole('heading', { name: text('it', 'common', 'shared.notFound.title') })).toBeVisible();
  await page.getByRole('link', { name: text('it', 'common', 'shared.notFound.homeLink') }).click();
  await expect(page).toHaveURL(/\/$/);
});
