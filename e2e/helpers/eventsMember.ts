import type { APIRequestContext, Page } from '@playwright/test';
import { expect, readMailbox, SECRET_HEADER } from '../fixtures';
import { submitLogInForm } from './accountJourney';

export const DEMO_PASSWORD = process.env.SEED_PASSWORD ?? 'campo1234';
const TOKEN_COOKIE = `${process.env.CAMPO_PRODUCT_NAME ?? 'Campo'}-Web-Token`;

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A new verified member: signs up through the API, then opens the verification link from the captured mail. */
export async function signUpVerifiedMember(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
): Promise<Member> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const member: Member = { email: `e2e.eventi.${stamp}@example.it`, password: 'Segreta!2024', firstName, lastName };
  const signup = await request.post('/api/user/signup', {
    headers: SECRET_HEADER,
    multipart: {
      firstName,
      lastName,
      mobilePrefix: '0039',
      mobile: stamp.slice(-10).padStart(10, '3'),
      dob: '1990-04-12',
      email: member.email,
      password: member.password,
      confirmPassword: member.password,
      address: 'Via Roma 1, Milano',
      associations: '[]',
      deviceType: 'web',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const mails = await readMailbox(request, member.email);
  const link = mails.map((mail) => /\/user\/email\/verify\?[^\s"'<>]+/.exec(mail.text)?.[0]).find(Boolean);
  expect(link, 'a verification link in the signup mail').toBeDefined();
  const params = new URL(link!.replace(/&amp;/g, '&'), 'http://mail.invalid').searchParams;
  const verifyPath = ['id', 'email', 'token'].map((name) => encodeURIComponent(params.get(name) ?? '')).join('/');
  const verified = await request.get(`/api/user/verify/${verifyPath}`, { headers: SECRET_HEADER });
  expect(verified.status(), await verified.text()).toBe(200);
  return member;
}

/** Logs in through the /login form, as a user would, and waits for the events page it leads to. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogInForm(page, email, password);
  await expect(page).toHaveURL(/\/events$/);
}

/** The headers of an API call made on behalf of the member logged in on this page (read from its cookie). */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE);
  expect(cookie, `the ${TOKEN_COOKIE} cookie of the session`).toBeDefined();
  return { ...SECRET_HEADER, Authorization: `Bearer ${decodeURIComponent(cookie!.value)}` };
}

/** API headers for a member logged in through the API, for journeys that stay logged out in the browser. */
export async function apiSessionHeaders(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await request.post('/api/user/login', { headers: SECRET_HEADER, data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { ...SECRET_HEADER, Authorization: `Bearer ${token}` };
}
