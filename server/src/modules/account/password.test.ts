import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';
import { bearerFor, mailbox } from './testing/session';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', ACCOUNT_RATE_LIMIT_MAX: '1000' });
});

afterAll(() => t.close());

const english = { 'accept-language': 'en' };

const put = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.api({ method: 'PUT', url, payload, headers: { ...english, ...headers } });
const forgot = (email: string) => put('/api/user/forgotpassword', { email });
const verifyCode = (email: string, code: string) => put('/api/user/forgotpassword/verify/code', { email, code });
const reset = (token: string, payload: object) =>
  put('/api/user/reset/password', payload, { authorization: `Bearer ${token}` });
const login = (email: string, password: string) =>
  t.api({ method: 'POST', url: '/api/user/login', payload: { email, password } });

async function mailedCode(email: string): Promise<string> {
  const [latest] = await mailbox(t, email);
  return /\b(\d{6})\b/.exec(latest.text)![1];
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot password', () => {
  it('mails a code, trades it for a reset token and sets the new password once', async () => {
    const user = await insertTestUser(t.database.db, { password: 'vecchia123' });
    const oldSession = await bearerFor(t, user.id);
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'If an account exists for this e-mail, we sent it a 6-digit code.' });
    const code = await mailedCode(user.email);
    const [stored] = await t.database.db
      .selectFrom('password_reset_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.code_hash).not.toContain(code);
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(10 * 60 * 1000);

    const verified = await verifyCode(user.email, code);
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json().data;
    expect(token).toEqual(expect.any(String));

    const mismatch = await reset(token, { password: 'nuova2026', confirmPassword: 'nuova2027' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('passwords do not match');
    const short = await reset(token, { password: 'corta', confirmPassword: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The field "password" must have at least 6 characters.');

    const done = await reset(token, { password: 'nuova2026', confirmPassword: 'nuova2026' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password reset: you can log in now.' });
    expect((await login(user.email, 'vecchia123')).statusCode).toBe(400);
    const loggedIn = await login(user.email, 'nuova2026');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().data.user.isPasswordChanged).toBe(true);

    // Sessions from before the reset end; the token and the code are single use.
    const stale = await t.api({ url: '/api/user/profile', headers: oldSession });
    expect(stale.statusCode).toBe(401);
    const replay = await reset(token, { password: 'terza2026', confirmPassword: 'terza2026' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('The reset request is not valid or has expired: ask for a new code.');
    expect((await verifyCode(user.email, code)).statusCode).toBe(400);
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const response = await forgot('nessuno@example.it');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'If an account exists for this e-mail, we sent it a 6-digit code.' });
    expect(await mailbox(t, 'nessuno@example.it')).toEqual([]);
    const guess = await verifyCode('nessuno@example.it', '123456');
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe('The code is not correct.');
  });

  it("answers SPEC's expiry text with 410 once the code is older than 10 minutes", async () => {
    const user = await insertTestUser(t.database.db);
    await forgot(user.email);
    const code = await mailedCode(user.email);
    await t.database.db
      .updateTable('password_reset_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const response = await verifyCode(user.email, code);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('OTP has been expired, please try again');
    const italian = await t.api({
      method: 'PUT',
      url: '/api/user/forgotpassword/verify/code',
      payload: { email: user.email, code },
    });
    expect(italian.json().message).toBe('Il codice OTP è scaduto, riprova.');
  });

  it('counts wrong codes and locks the code after 5 tries, even the right one', async () => {
    const user = await insertTestUser(t.database.db);
    await forgot(user.email);
    const code = await mailedCode(user.email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await verifyCode(user.email, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('The code is not correct.');
    }
    const locked = await verifyCode(user.email, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many tries with this code: ask for a new one.');

    await forgot(user.email);
    const fresh = await mailedCode(user.email);
    expect((await verifyCode(user.email, fresh)).statusCode).toBe(200);
  });

  it('only the latest code counts', async () => {
    const user = await insertTestUser(t.database.db);
    await forgot(user.email);
    const first = await mailedCode(user.email);
    await forgot(user.email);
    const second = await mailedCode(user.email);
    if (first !== second) expect((await verifyCode(user.email, first)).statusCode).toBe(400);
    expect((await verifyCode(user.email, second)).statusCode).toBe(200);
  });

  it('does not take a session token or a forged token as a reset token, nor a reset token as a session', async () => {
    const user = await insertTestUser(t.database.db);
    const session = await bearerFor(t, user.id);
    const withSession = await put(
      '/api/user/reset/password',
      { password: 'nuova2026', confirmPassword: 'nuova2026' },
      session,
    );
    expect(withSession.statusCode).toBe(401);
    const withoutToken = await put('/api/user/reset/password', { password: 'nuova2026', confirmPassword: 'nuova2026' });
    expect(withoutToken.statusCode).toBe(401);

    await forgot(user.email);
    const { token } = (await verifyCode(user.email, await mailedCode(user.email))).json().data;
    const asSession = await t.api({ url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });
    expect(asSession.statusCode).toBe(401);
    expect(asSession.json().message).toBe('Failed to authenticate token');
  });

  it('validates the bodies', async () => {
    const badCode = await verifyCode('a@example.it', '12ab56');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe('The field "code" is not valid.');
    const noEmail = await put('/api/user/forgotpassword', {});
    expect(noEmail.json().message).toBe('The field "email" is required.');
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const ask = () =>
        limited.api({
          method: 'PUT',
          url: '/api/user/forgotpassword',
          payload: { email: 'x@example.it' },
          headers: english,
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const blocked = await ask();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many requests\./);
    } finally {
      await limited.close();
    }
  });
});

describe('PUT /api/user/change/password', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    put('/api/user/change/password', payload, headers);

  it('changes the password and keeps the session', async () => {
    const user = await insertTestUser(t.database.db, { password: 'calcetto1' });
    const session = await bearerFor(t, user.id);
    const response = await change(session, {
      oldPassword: 'calcetto1',
      newPassword: 'calcetto2',
      confirmPassword: 'calcetto2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully.' });
    expect((await login(user.email, 'calcetto2')).statusCode).toBe(200);
    expect((await t.api({ url: '/api/user/profile', headers: session })).statusCode).toBe(200);
  });

  it('answers 400 with a message for a wrong old password, a mismatch or a short password', async () => {
    const user = await insertTestUser(t.database.db, { password: 'calcetto1' });
    const session = await bearerFor(t, user.id);
    const wrongOld = await change(session, {
      oldPassword: 'sbagliata',
      newPassword: 'calcetto2',
      confirmPassword: 'calcetto2',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('The current password is not correct.');
    const mismatch = await change(session, {
      oldPassword: 'calcetto1',
      newPassword: 'calcetto2',
      confirmPassword: 'calcetto3',
    });
    expect(mismatch.json().message).toBe('passwords do not match');
    const short = await change(session, { oldPassword: 'calcetto1', newPassword: '12345', confirmPassword: '12345' });
    expect(short.json().message).toBe('The field "newPassword" must have at least 6 characters.');
    expect((await login(user.email, 'calcetto1')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await change({}, { oldPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Failed to authenticate token');
  });
});
