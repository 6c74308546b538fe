import { createTestApp, type TestApp } from '../testing/testApp';
import { insertTestUser } from '../testing/testUsers';
import { mailbox } from '../modules/account/testing/session';
import { parseBusEvent } from './bus';
import { SESSION_ENDED_CODE } from './realtime.plugin';
import { LiveClient } from './testing/liveClient';

// A session that ends closes its sockets at once (the `sessions-ended` bus event), not at the next heartbeat:
// the heartbeat here never beats during a test, so only the push can close a socket.

let t: TestApp;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ REALTIME_HEARTBEAT: '1h', AUTH_RATE_LIMIT_MAX: '1000', ACCOUNT_RATE_LIMIT_MAX: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  clients.forEach((client) => client.close());
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });

async function member() {
  const user = await insertTestUser(t.database.db, { password: 'calcetto1' });
  const login = async () => {
    const response = await t.api({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: 'calcetto1' },
    });
    return response.json().data.token as string;
  };
  return { ...user, login };
}

/** A socket of the token's session, with the moment and code of its close. */
async function listen(token: string) {
  const client = await LiveClient.connect(t.app, token, t.config.secretHeader.value);
  clients.push(client);
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    client.socket.on('close', (code) => resolve({ code, at: Date.now() })),
  );
  return { client, closed };
}

const isOpen = (client: LiveClient) => client.socket.readyState === client.socket.OPEN;

describe('sockets of ended sessions close at once (4401)', () => {
  it('logout closes the socket of that session within a second; another session of the same member stays open', async () => {
    const mario = await member();
    const phone = await mario.login();
    const laptop = await mario.login();
    const phoneLive = await listen(phone);
    const laptopLive = await listen(laptop);

    const started = Date.now();
    expect((await t.api({ method: 'POST', url: '/api/user/logout', headers: bearer(phone) })).statusCode).toBe(200);
    const { code, at } = await phoneLive.closed;
    expect(code).toBe(SESSION_ENDED_CODE);
    expect(at - started).toBeLessThan(1000);
    await laptopLive.client.roundTrip();
    expect(isOpen(laptopLive.client)).toBe(true);
  });

  it('a password change closes the sockets of the other sessions, not the current one', async () => {
    const mario = await member();
    const current = await mario.login();
    const other = await mario.login();
    const currentLive = await listen(current);
    const otherLive = await listen(other);

    const change = await t.api({
      method: 'PUT',
      url: '/api/user/change/password',
      headers: bearer(current),
      payload: { oldPassword: 'calcetto1', newPassword: 'calcetto2', confirmPassword: 'calcetto2' },
    });
    expect(change.statusCode).toBe(200);
    expect((await otherLive.closed).code).toBe(SESSION_ENDED_CODE);
    await currentLive.client.roundTrip();
    expect(isOpen(currentLive.client)).toBe(true);
  });

  it("a password reset closes every socket of the member, and no other member's", async () => {
    const mario = await member();
    const giulia = await member();
    const sockets = [await listen(await mario.login()), await listen(await mario.login())];
    const giuliaLive = await listen(await giulia.login());

    await t.api({ method: 'PUT', url: '/api/user/forgotpassword', payload: { email: mario.email } });
    const [mail] = await mailbox(t, mario.email);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const verified = await t.api({
      method: 'PUT',
      url: '/api/user/forgotpassword/verify/code',
      payload: { email: mario.email, code },
    });
    const reset = await t.api({
      method: 'PUT',
      url: '/api/user/reset/password',
      headers: { authorization: `Bearer ${verified.json().data.token}` },
      payload: { password: 'nuova2026', confirmPassword: 'nuova2026' },
    });
    expect(reset.statusCode).toBe(200);
    for (const socket of sockets) expect((await socket.closed).code).toBe(SESSION_ENDED_CODE);
    await giuliaLive.client.roundTrip();
    expect(isOpen(giuliaLive.client)).toBe(true);
  });

  it('ending a session from the sessions list closes its socket; "everywhere else" closes all but the current', async () => {
    const mario = await member();
    const current = await mario.login();
    const tablet = await mario.login();
    const phone = await mario.login();
    const currentLive = await listen(current);
    const tabletLive = await listen(tablet);
    const phoneLive = await listen(phone);

    const tabletId = (await t.app.tokens.verify(tablet))!.sessionId;
    expect(
      (await t.api({ method: 'DELETE', url: `/api/user/sessions/${tabletId}`, headers: bearer(current) })).statusCode,
    ).toBe(200);
    expect((await tabletLive.closed).code).toBe(SESSION_ENDED_CODE);
    await phoneLive.client.roundTrip();
    expect(isOpen(phoneLive.client)).toBe(true);

    expect((await t.api({ method: 'DELETE', url: '/api/user/sessions', headers: bearer(current) })).statusCode).toBe(
      200,
    );
    expect((await phoneLive.closed).code).toBe(SESSION_ENDED_CODE);
    await currentLive.client.roundTrip();
    expect(isOpen(currentLive.client)).toBe(true);
  });
});

describe('the sessions-ended bus event', () => {
  it('is read back from a NOTIFY payload, and refused when malformed', () => {
    const event = { kind: 'sessions-ended', userId: 'u1', sessionIds: ['s1', 's2'] };
    expect(parseBusEvent(JSON.stringify(event))).toEqual(event);
    expect(parseBusEvent(JSON.stringify({ kind: 'sessions-ended', userId: 'u1' }))).toBeNull();
    expect(parseBusEvent(JSON.stringify({ kind: 'sessions-ended', userId: 'u1', sessionIds: [1] }))).toBeNull();
    expect(parseBusEvent(JSON.stringify({ kind: 'sessions-ended', sessionIds: [] }))).toBeNull();
  });
});
