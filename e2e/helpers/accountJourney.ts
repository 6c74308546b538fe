import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { text } from '../catalogue';
import { expect, readMailbox, SECRET_HEADER, type CapturedMail } from '../fixtures';

type Scope = Page | Locator;

/** A fresh address per journey, so runs never collide with each other or with the seed. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.it`;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form control by its visible label; a required field's label carries a trailing asterisk. */
export function field(scope: Scope, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

/** Waits for the newest captured mail to an address whose text matches, and returns it. */
export async function waitForMail(request: APIRequestContext, to: string, match: RegExp): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailbox(request, to)).find((mail) => match.test(mail.text));
        return Boolean(found);
      },
      { message: `a mail to ${to} matching ${match}` },
    )
    .toBe(true);
  return found!;
}

/** The SPA link of the verification mail (/user/email/verify?id=&email=&token=). */
export function verificationLinkIn(mail: CapturedMail): URL {
  const link = mail.text.match(/https?:\/\/\S+\/user\/email\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return new URL(link);
}

/** The 6-digit code of the password recovery mail. */
export function resetCodeIn(mail: CapturedMail): string {
  const code = mail.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
  return code;
}

export interface Member {
  email: string;
  password: string;
  firstName: string;
}

/** Signs a user up through the API and confirms the address with the mailed link, ready to log in. */
export async function createVerifiedMember(request: APIRequestContext, prefix: string): Promise<Member> {
  const member = { email: uniqueEmail(prefix), password: 'campo-prova-1', firstName: 'Chiara' };
  const signup = await request.post('/api/user/signup', {
    headers: SECRET_HEADER,
    multipart: {
      firstName: member.firstName,
      lastName: 'Bianchi',
      mobilePrefix: '39',
      mobile: '3471234567',
      dob: '1991-05-20',
      email: member.email,
      password: member.password,
      confirmPassword: member.password,
      address: 'Via Roma 12, Bologna',
      associations: '[]',
      deviceType: 'web',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const link = verificationLinkIn(await waitForMail(request, member.email, /\/user\/email\/verify\?/));
  const params = ['id', 'email', 'token'].map((name) => encodeURIComponent(link.searchParams.get(name) ?? ''));
  const verified = await request.get(`/api/user/verify/${params.join('/')}`, { headers: SECRET_HEADER });
  expect(verified.status(), await verified.text()).toBe(200);
  return member;
}

/** Fills and sends the /login form (Italian unless told otherwise). */
export async function submitLogInForm(page: Page, email: string, password: string, lang: 'it' | 'en' = 'it') {
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'login', 'page.title') })).toBeVisible();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: text(lang, 'login', 'form.emailLabel') }) });
  await field(form, text(lang, 'login', 'form.emailLabel')).fill(email);
  await field(form, text(lang, 'login', 'form.passwordLabel')).fill(password);
  await form.getByRole('button', { name: text(lang, 'login', 'form.submit'), exact: true }).click();
}

/**
 * Runs an action that shows a short-lived toast (3 s) and checks the toast's text. The wait starts before the
 * action, so a slow test runner cannot miss a toast that has already come and gone.
 */
export async function expectToast(page: Page, message: string, action: () => Promise<void>) {
  const shown = page.getByText(message, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
  await action();
  await shown;
}
