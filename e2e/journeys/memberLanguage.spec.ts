import type { Browser, Page } from '@playwright/test';
import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import { createVerifiedMember, field, submitLogInForm, waitForMail } from '../helpers/accountJourney';
import { switchLanguage } from '../helpers/language';

const savedLanguage = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/user/language') && r.request().method() === 'PUT');

/** Someone else, on an Italian page in another browser, asks for a password code to be sent to this address. */
async function askCodeFromItalianPage(browser: Browser, baseURL: string, email: string): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: 'it-IT' });
  const page = await context.newPage();
  const r = (key: string) => text('it', 'login', `recovery.${key}`);
  await page.goto('/login');
  await page.getByRole('button', { name: text('it', 'login', 'form.forgotPassword') }).click();
  const dialog = page.getByRole('dialog', { name: r('title') });
  await field(dialog, r('email.label')).fill(email);
  await dialog.getByRole('button', { name: r('email.submit') }).click();
  await expect(dialog.getByText(r('code.intro').replace('{{email}}', email))).toBeVisible();
  await context.close();
}

test('a member who switches to English while logged in gets English mails, even when an Italian page asks', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const member = await createVerifiedMember(request, 'lingua.switch');
  await page.goto('/login');
  await submitLogInForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/events$/);

  const saved = savedLanguage(page);
  await switchLanguage(page, 'it', 'English');
  // The switch does not wait for the server: the page is English at once.
  await expect(
    page.getByRole('link', { name: text('en', 'common', 'layout.topBar.profile'), exact: true }),
  ).toBeVisible();
  expect((await saved).status()).toBe(200);

  await askCodeFromItalianPage(browser, baseURL!, member.email);
  const mail = await waitForMail(request, member.email, /\b\d{6}\b/);
  expect(mail.subject).toBe('Your code to reset your password');
});

test('the language chosen on the login page before logging in becomes the member’s, and switching back too', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const member = await createVerifiedMember(request, 'lingua.login');
  await page.goto('/login');
  await switchLanguage(page, 'it', 'English');
  await submitLogInForm(page, member.email, member.password, 'en');
  await expect(page).toHaveURL(/\/events$/);

  await askCodeFromItalianPage(browser, baseURL!, member.email);
  const english = await waitForMail(request, member.email, /\b\d{6}\b/);
  expect(english.subject).toBe('Your code to reset your password');

  const saved = savedLanguage(page);
  await switchLanguage(page, 'en', 'Italiano');
  expect((await saved).status()).toBe(200);
  await askCodeFromItalianPage(browser, baseURL!, member.email);
  await expect
    .poll(async () => (await waitForMail(request, member.email, /\b\d{6}\b/)).subject)
    .toBe('Il tuo codice per reimpostare la password');
});
