import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bearer, login } from '../testing/liveClient';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';

// Two production servers on one PostgreSQL database, as two machines run them, each trusting the sessions it has
// seen from its own cache: a session ended through one is refused by the other on the very next request (the
// `sessions-ended` NOTIFY reaches every instance before the ending request is answered). No heartbeat, and a cache
// TTL far longer than the test: only the notification can refuse. Runs in CI's PostgreSQL pass.

const adminUrl = process.env.DATABASE_URL!;
const databaseName = `campo_scale_sessions_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const folders = mkdtempSync(path.join(tmpdir(), 'campo-scale-sessions-'));
let a: ServerProcess;
let b: ServerProcess;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const instanceEnv = (name: string) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: path.join(folders, name),
  DIST_DIR: path.join(folders, 'no-dist'),
  REALTIME_HEARTBEAT: '1h',
  SESSION_CACHE_TTL: '1h',
  LOG_LEVEL: 'warn',
});

beforeAll(async () => {
  await admin(`create database ${databaseName}`);
  a = await startServerProcess(instanceEnv('a'));
  b = await startServerProcess(instanceEnv('b'));
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await admin(`drop database if exists ${databaseName} with (force)`);
  rmSync(folders, { recursive: true, force: true });
}, 60_000);

const profileStatus = async (server: ServerProcess, token: string) =>
  (await fetch(`${server.origin}/api/user/profile`, { headers: bearer(token) })).status;

/** `count` sessions of a demo member, each seen (and so cached) by both instances. */
async function sessionsSeenByBoth(email: string, count: number) {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) tokens.push((await login(a, email)).token);
  for (const token of tokens) {
    expect(await profileStatus(a, token)).toBe(200);
    expect(await profileStatus(b, token)).toBe(200);
  }
  return tokens;
}

describe('the session caches of two instances on one PostgreSQL database', () => {
  it('refuse a session on B on the request right after its logout on A, each of 5 times', async () => {
    const tokens = await sessionsSeenByBoth('mario@campo.test', 6);
    const staying = tokens.pop()!;
    for (const token of tokens) {
      const logout = await fetch(`${a.origin}/api/user/logout`, { method: 'POST', headers: bearer(token) });
      expect(logout.status).toBe(200);
      expect(await profileStatus(b, token)).toBe(401);
    }
    expect(await profileStatus(b, staying)).toBe(200);
  }, 60_000);

  it('refuse the other sessions on A after "log out everywhere else" on B', async () => {
    const [keeping, ...others] = await sessionsSeenByBoth('giulia@campo.test', 3);
    const ended = await fetch(`${b.origin}/api/user/sessions`, { method: 'DELETE', headers: bearer(keeping) });
    expect(((await ended.json()) as { data: unknown }).data).toEqual({ ended: 2 });
    for (const token of others) expect(await profileStatus(a, token)).toBe(401);
    expect(await profileStatus(a, keeping)).toBe(200);
  }, 60_000);

  it('refuse the other sessions on B after a password change on A', async () => {
    const [changing, other] = await sessionsSeenByBoth('mario@campo.test', 2);
    const change = await fetch(`${a.origin}/api/user/change/password`, {
      method: 'PUT',
      headers: { ...bearer(changing), 'content-type': 'application/json' },
      body: JSON.stringify({
        oldPassword: 'campo1234',
        newPassword: 'NuovaSegreta456',
        confirmPassword: 'NuovaSegreta456',
      }),
    });
    expect(change.status).toBe(200);
    expect(await profileStatus(b, other)).toBe(401);
    expect(await profileStatus(b, changing)).toBe(200);
  }, 60_000);
});
