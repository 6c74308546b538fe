import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';
import { mailbox } from './testing/session';

// Server-side sessions: logout ends the token, a password change ends the user's other sessions, a reset ends all.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', ACCOUNT_RATE_LIMIT_MAX: '1000' });
});

afterAll(() => t.close());

const AUTH_FAILED = {
  message: 'Failed to authenticate token',
  statusCode: 401,
  error: 'Unauthorized',
  code: 'core.auth.failed',
};
const english = { 'accept-language': 'en' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, ...english });

async function loginToken(email: string, password: string): Promise<string> {
  const response = await t.api({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return response.json().data.token;
}

const profile = (token: string) => t.api({ url: '/api/user/profile', headers: bearer(token) });

describe('POST /api/user/logout', () => {
  it('ends the current token on the server; other sessions stay', async () => {
    const user = await insertTestUser(t.database.db, { password: 'calcetto1' });
    const phone = await loginToken(user.email, 'calcetto1');
    const laptop = await loginToken(user.email, 'calcetto1');
    const logout = await t.api({ method: 'POST', url: '/api/user/logout', headers: bearer(phone) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'You are logged out.' });

    const reused = await profile(phone);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(AUTH_FAILED);
    expect((await t.api({ method: 'POST', url: '/api/user/logout', headers: bearer(phone) })).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await t.api({ method: 'POST', url: '/api/user/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(AUTH_FAILED);
  });
});

describe('password change and reset', () => {
  it('a password change ends every other session and keeps the current one', async () => {
    const user = await insertTestUser(t.database.db, { password: 'calcetto1' });
    const current = await loginToken(user.email, 'calcetto1');
    const other = await loginToken(user.email, 'calcetto1');
    const change = await t.api({
      method: 'PUT',
      url: '/api/user/change/password',
      headers: bearer(current),
      payload: { oldPassword: 'calcetto1', newPassword: 'calcetto2', confirmPassword: 'calcetto2' },
    });
    expect(change.statusCode).toBe(200);
    expect((await profile(current)).statusCode).toBe(200);
    const stale = await profile(other);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual(AUTH_FAILED);
  });

  it('a password reset ends every session of the user', async () => {
    const user = await insertTestUser(t.database.db, { password: 'calcetto1' });
    const first = await loginToken(user.email, 'calcetto1');
    const second = await loginToken(user.email, 'calcetto1');
    await t.api({ method: 'PUT', url: '/api/user/forgotpassword', payload: { email: user.email } });
    const [mail] = await mailbox(t, user.email);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const verified = await t.api({
      method: 'PUT',
      url: '/api/user/forgotpassword/verify/code',
      payload: { email: user.email, code },
    });
    const resetToken = verified.json().data.token;
    const reset = await t.api({
      method: 'PUT',
      url: '/api/user/reset/password',
      headers: { authorization: `Bearer ${resetToken}` },
      payload: { password: 'nuova2026', confirmPassword: 'nuova2026' },
    });
    expect(reset.statusCode).toBe(200);
    for (const token of [first, second]) {
      const response = await profile(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(AUTH_FAILED);
    }
    expect((await profile(await loginToken(user.email, 'nuova2026'))).statusCode).toBe(200);
  });
});
