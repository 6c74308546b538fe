import { SignJWT } from 'jose';
import { DEV_TOKEN_SECRET } from '../config';
import { createTestApp, type TestApp } from '../testing/testApp';
import { insertTestUser } from '../testing/testUsers';
import { assertOwnedBy, currentUser } from './ownership';
import { createTokenSigner } from './tokens';

// SPEC.md's fixed text, sent verbatim in every language.
const AUTH_FAILED = {
  message: 'Failed to authenticate token',
  statusCode: 401,
  error: 'Unauthorized',
  code: 'core.auth.failed',
};

let t: TestApp;
let owner: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertTestUser(t.database.db, { firstName: 'Mario', lastName: 'Rossi' });
  // Routes like the ones later modules add: one for any logged-in user, one that edits the owner's things.
  t.app.get('/api/test/me', { preHandler: t.app.authenticate }, async (request) => ({
    message: 'ok',
    data: currentUser(request),
  }));
  t.app.put<{ Params: { ownerId: string } }>(
    '/api/test/things/:ownerId',
    { preHandler: t.app.authenticate },
    async (request) => {
      assertOwnedBy(request, request.params.ownerId);
      return { message: 'ok', data: null };
    },
  );
});

afterAll(() => t.close());

const bearer = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
const tokenFor = (userId: string) => t.app.sessions.start(userId);

describe('authenticate', () => {
  it('lets a valid token through and sets request.user', async () => {
    const response = await t.api({ url: '/api/test/me', headers: bearer(await tokenFor(owner.id)) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: owner.id,
      email: owner.email,
      userType: 'user',
      firstName: 'Mario',
      lastName: 'Rossi',
    });
  });

  it('answers 401 with the fixed text for a missing token, in any language', async () => {
    const italian = await t.api({ url: '/api/test/me' });
    expect(italian.statusCode).toBe(401);
    expect(italian.json()).toEqual(AUTH_FAILED);
    const english = await t.api({ url: '/api/test/me', headers: { 'accept-language': 'en' } });
    expect(english.json()).toEqual(AUTH_FAILED);
  });

  it.each([
    ['a malformed header', { authorization: 'Token abc' }],
    ['a malformed token', { authorization: 'Bearer not.a.jwt' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 for %s', async (_label, headers) => {
    const response = await t.api({ url: '/api/test/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(AUTH_FAILED);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forged = await createTokenSigner('another-secret-another-secret-1234', 3600).sign({
      userId: owner.id,
      sessionId: 'x',
    });
    const response = await t.api({ url: '/api/test/me', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(AUTH_FAILED);
  });

  it('answers 401 for an expired token', async () => {
    const key = new TextEncoder().encode(DEV_TOKEN_SECRET);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.id)
      .setIssuer('campo')
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(key);
    const response = await t.api({ url: '/api/test/me', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(AUTH_FAILED);
  });

  it('answers 401 for an unsigned token (alg none)', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: owner.id, ver: 0, iss: 'campo' })}.`;
    const response = await t.api({ url: '/api/test/me', headers: bearer(unsigned) });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 once the user is deleted', async () => {
    const gone = await insertTestUser(t.database.db);
    const token = await tokenFor(gone.id);
    expect((await t.api({ url: '/api/test/me', headers: bearer(token) })).statusCode).toBe(200);
    await t.database.db.deleteFrom('users').where('id', '=', gone.id).execute();
    // Deleted behind the app's back, the row is missed until the cached session expires (SESSION_CACHE_TTL).
    t.app.sessionCache.clear();
    const response = await t.api({ url: '/api/test/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(AUTH_FAILED);
  });

  it('answers 401 once the session of the token ended, and for a session of another user', async () => {
    const user = await insertTestUser(t.database.db);
    const token = await tokenFor(user.id);
    const claims = await t.app.tokens.verify(token);
    await t.app.sessions.end(claims!.userId, claims!.sessionId);
    expect((await t.api({ url: '/api/test/me', headers: bearer(token) })).statusCode).toBe(401);
    const ownerSession = (await t.app.tokens.verify(await tokenFor(owner.id)))!.sessionId;
    const borrowed = await t.app.tokens.sign({ userId: user.id, sessionId: ownerSession });
    expect((await t.api({ url: '/api/test/me', headers: bearer(borrowed) })).statusCode).toBe(401);
  });

  it('trusts a session it has seen without its row, until the session ends through the app', async () => {
    const user = await insertTestUser(t.database.db);
    const [ending, staying] = [await tokenFor(user.id), await tokenFor(user.id)];
    for (const token of [ending, staying])
      expect((await t.api({ url: '/api/test/me', headers: bearer(token) })).statusCode).toBe(200);
    const ended = (await t.app.tokens.verify(ending))!.sessionId;
    const kept = (await t.app.tokens.verify(staying))!.sessionId;
    // The row's last use, emptied behind the app's back, is not read again (read, it would be written anew).
    const lastSeen = () =>
      t.database.db.selectFrom('sessions').select('last_seen_at').where('id', '=', kept).executeTakeFirstOrThrow();
    await t.database.db.updateTable('sessions').set({ last_seen_at: null }).where('id', '=', kept).execute();
    expect((await t.api({ url: '/api/test/me', headers: bearer(staying) })).statusCode).toBe(200);
    expect((await lastSeen()).last_seen_at).toBeNull();

    await t.app.sessions.endOthers(user.id, kept);
    expect(t.app.sessionCache.get(ended)).toBeUndefined();
    expect((await t.api({ url: '/api/test/me', headers: bearer(ending) })).statusCode).toBe(401);
    expect((await t.api({ url: '/api/test/me', headers: bearer(staying) })).statusCode).toBe(200);
  });

  it('refuses tokens of the older format (a version instead of a session)', async () => {
    const key = new TextEncoder().encode(DEV_TOKEN_SECRET);
    const old = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.id)
      .setIssuer('campo')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const response = await t.api({ url: '/api/test/me', headers: bearer(old) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(AUTH_FAILED);
  });
});

describe('assertOwnedBy', () => {
  it('lets the owner change their own things', async () => {
    const response = await t.api({
      method: 'PUT',
      url: `/api/test/things/${owner.id}`,
      headers: bearer(await tokenFor(owner.id)),
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers 403 to a second user writing the owner's things", async () => {
    const intruder = await insertTestUser(t.database.db);
    const headers = bearer(await tokenFor(intruder.id));
    const italian = await t.api({ method: 'PUT', url: `/api/test/things/${owner.id}`, headers });
    expect(italian.statusCode).toBe(403);
    expect(italian.json()).toEqual({
      message: 'Non puoi modificare contenuti di un altro utente.',
      statusCode: 403,
      error: 'Forbidden',
      code: 'core.common.forbiddenNotOwner',
    });
    const english = await t.api({
      method: 'PUT',
      url: `/api/test/things/${owner.id}`,
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(english.json().message).toBe("You cannot change another user's content.");
  });
});

describe('token signer', () => {
  it('round-trips the claims and rejects tampering', async () => {
    const signer = createTokenSigner('a-secret-long-enough-for-hs256-tests', 60);
    const token = await signer.sign({ userId: 'abc', sessionId: 's1' });
    expect(await signer.verify(token)).toEqual({ userId: 'abc', sessionId: 's1' });
    const [header, payload, signature] = token.split('.');
    const tampered = Buffer.from(payload, 'base64url').toString().replace('abc', 'abd');
    expect(await signer.verify(`${header}.${Buffer.from(tampered).toString('base64url')}.${signature}`)).toBeNull();
  });

  it('stops accepting a token it verified before once the token expires', async () => {
    const start = new Date('2026-05-01T10:00:00Z').getTime();
    jest.useFakeTimers({ now: start, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const signer = createTokenSigner('a-secret-long-enough-for-hs256-tests', 60);
      const token = await signer.sign({ userId: 'abc', sessionId: 's1' });
      expect(await signer.verify(token)).toEqual({ userId: 'abc', sessionId: 's1' });
      jest.setSystemTime(start + 59_000);
      expect(await signer.verify(token)).toEqual({ userId: 'abc', sessionId: 's1' });
      jest.setSystemTime(start + 61_000);
      expect(await signer.verify(token)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
