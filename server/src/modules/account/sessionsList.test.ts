import { LAST_SEEN_REFRESH_MS } from '../../auth/sessions';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';

// "Where you are logged in": GET /user/sessions, DELETE /user/sessions/:id, DELETE /user/sessions.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', ACCOUNT_RATE_LIMIT_MAX: '1000' });
});

afterAll(() => t.close());

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const english = { 'accept-language': 'en' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, ...english });

async function member() {
  const user = await insertTestUser(t.database.db, { password: 'calcetto1' });
  const login = async (userAgent?: string) => {
    const headers = userAgent ? { 'user-agent': userAgent } : {};
    const response = await t.api({
      method: 'POST',
      url: '/api/user/login',
      headers,
      payload: { email: user.email, password: 'calcetto1' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.token as string;
  };
  return { ...user, login };
}

const list = (token: string) => t.api({ url: '/api/user/sessions', headers: bearer(token) });
const sessionIdOf = async (token: string) => (await t.app.tokens.verify(token))!.sessionId;
const profileStatus = async (token: string) =>
  (await t.api({ url: '/api/user/profile', headers: bearer(token) })).statusCode;

describe('GET /api/user/sessions', () => {
  it("lists the member's live sessions, last used first, with the device and the current one marked", async () => {
    const mario = await member();
    const laptop = await mario.login(FIREFOX_LINUX);
    const phone = await mario.login(CHROME_ANDROID);
    // The laptop was used more recently than the phone.
    await t.database.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 60 * 60_000).toISOString() })
      .where('id', '=', await sessionIdOf(phone))
      .execute();

    const response = await list(laptop);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Sessions loaded.');
    expect(body.data).toEqual([
      {
        _id: await sessionIdOf(laptop),
        device: 'Firefox · Linux',
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
      },
      {
        _id: await sessionIdOf(phone),
        device: 'Chrome · Android',
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: false,
      },
    ]);
    expect(Date.parse(body.data[0].lastSeenAt)).toBeGreaterThan(Date.parse(body.data[1].lastSeenAt));
  });

  it('leaves out expired sessions and shows another member none of them', async () => {
    const mario = await member();
    const giulia = await member();
    const marioToken = await mario.login(FIREFOX_LINUX);
    const expiring = await mario.login();
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', await sessionIdOf(expiring))
      .execute();
    const giuliaToken = await giulia.login(CHROME_ANDROID);

    const marios = (await list(marioToken)).json().data;
    expect(marios.map((session: { _id: string }) => session._id)).toEqual([await sessionIdOf(marioToken)]);
    const giulias = (await list(giuliaToken)).json().data;
    expect(giulias).toEqual([
      expect.objectContaining({ _id: await sessionIdOf(giuliaToken), device: 'Chrome · Android', current: true }),
    ]);
  });

  it('needs a token', async () => {
    const response = await t.api({ url: '/api/user/sessions', headers: english });
    expect([response.statusCode, response.json().message]).toEqual([401, 'Failed to authenticate token']);
  });
});

describe('last use', () => {
  const lastSeen = async (token: string) =>
    (
      await t.database.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('id', '=', await sessionIdOf(token))
        .executeTakeFirstOrThrow()
    ).last_seen_at;
  const setLastSeen = async (token: string, iso: string) =>
    t.database.db
      .updateTable('sessions')
      .set({ last_seen_at: iso })
      .where('id', '=', await sessionIdOf(token))
      .execute()
      // Written behind the app's back: authenticate reads the row again once the cached session is gone.
      .then(() => t.app.sessionCache.clear());

  it('is written by an authenticated request only when the stored one is older than the refresh interval', async () => {
    const mario = await member();
    const token = await mario.login();

    const recent = new Date(Date.now() - LAST_SEEN_REFRESH_MS / 2).toISOString();
    await setLastSeen(token, recent);
    expect(await profileStatus(token)).toBe(200);
    expect(new Date(String(await lastSeen(token))).toISOString()).toBe(recent);

    const stale = new Date(Date.now() - LAST_SEEN_REFRESH_MS - 1000).toISOString();
    await setLastSeen(token, stale);
    const before = Date.now();
    expect(await profileStatus(token)).toBe(200);
    expect(Date.parse(String(await lastSeen(token)))).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('DELETE /api/user/sessions/:id', () => {
  it("ends one of the member's other sessions; the current one stays", async () => {
    const mario = await member();
    const current = await mario.login();
    const other = await mario.login();
    const response = await t.api({
      method: 'DELETE',
      url: `/api/user/sessions/${await sessionIdOf(other)}`,
      headers: bearer(current),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Session ended.' });
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(current)).toBe(200);
    expect((await list(current)).json().data).toHaveLength(1);
  });

  it('ending the current session is a logout', async () => {
    const mario = await member();
    const current = await mario.login();
    const response = await t.api({
      method: 'DELETE',
      url: `/api/user/sessions/${await sessionIdOf(current)}`,
      headers: bearer(current),
    });
    expect(response.statusCode).toBe(200);
    expect(await profileStatus(current)).toBe(401);
  });

  it("answers 404 for another member's session and leaves it alone, 404 for an unknown id, 400 for a malformed one", async () => {
    const mario = await member();
    const giulia = await member();
    const marioToken = await mario.login();
    const giuliaToken = await giulia.login();

    const foreign = await t.api({
      method: 'DELETE',
      url: `/api/user/sessions/${await sessionIdOf(giuliaToken)}`,
      headers: bearer(marioToken),
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Session not found.']);
    expect(await profileStatus(giuliaToken)).toBe(200);

    const unknown = await t.api({
      method: 'DELETE',
      url: '/api/user/sessions/AAAAAAAAAAAAAAAAAAAAAA',
      headers: { authorization: `Bearer ${marioToken}`, 'accept-language': 'it' },
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Accesso non trovato.']);

    const malformed = await t.api({
      method: 'DELETE',
      url: '/api/user/sessions/not%20an%20id',
      headers: bearer(marioToken),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
  });
});

describe('DELETE /api/user/sessions', () => {
  it("ends every session of the member but the current one, and no other member's", async () => {
    const mario = await member();
    const giulia = await member();
    const current = await mario.login();
    const others = [await mario.login(), await mario.login()];
    const giuliaToken = await giulia.login();

    const response = await t.api({ method: 'DELETE', url: '/api/user/sessions', headers: bearer(current) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sessions ended on other devices: 2.', data: { ended: 2 } });
    for (const token of others) expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(current)).toBe(200);
    expect(await profileStatus(giuliaToken)).toBe(200);

    const again = await t.api({ method: 'DELETE', url: '/api/user/sessions', headers: bearer(current) });
    expect(again.json().data).toEqual({ ended: 0 });
  });
});
