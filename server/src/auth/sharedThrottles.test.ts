import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../testing/testDb';
import { insertTestUser } from '../testing/testUsers';

// Two server instances on one database (SQLite file, or PostgreSQL with DATABASE_URL) act as one: the per-account
// and per-IP counters live in the database, not in either process.

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(() => database.close());

async function twoServers(env: Record<string, string>): Promise<[FastifyInstance, FastifyInstance]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    DIST_DIR: `${database.dataDir}/no-dist`,
    ...env,
  });
  return [await buildApp(config, { database }), await buildApp(config, { database })];
}

function call(app: FastifyInstance, options: InjectOptions) {
  const key = { [app.config.secretHeader.name]: app.config.secretHeader.value };
  return app.inject({ ...options, headers: { ...key, 'accept-language': 'en', ...options.headers } });
}

const login = (app: FastifyInstance, email: string, password: string, headers: Record<string, string> = {}) =>
  call(app, { method: 'POST', url: '/api/user/login', payload: { email, password }, headers });

describe('per-account throttles shared between two servers', () => {
  it('locks an account after failed logins through one server, on the other too, with Retry-After', async () => {
    const [first, second] = await twoServers({ ACCOUNT_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX: '1000' });
    try {
      const user = await insertTestUser(database.db, { password: 'calcetto1' });
      const neighbour = await insertTestUser(database.db, { password: 'calcetto1' });
      for (let i = 0; i < 3; i += 1) expect((await login(first, user.email, 'sbagliata')).statusCode).toBe(400);

      const locked = await login(second, user.email, 'calcetto1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        message: 'Too many attempts for this account. Try again in 15 minutes.',
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'core.auth.accountLocked',
      });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      const italian = await login(first, user.email.toUpperCase(), 'calcetto1', { 'accept-language': 'it' });
      expect(italian.statusCode).toBe(429);
      expect(italian.json().message).toBe('Troppi tentativi per questo account. Riprova tra 15 minuti.');

      // Another account behind the same address still logs in.
      expect((await login(second, neighbour.email, 'calcetto1')).statusCode).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('a successful login starts the failed count again', async () => {
    const [first, second] = await twoServers({ ACCOUNT_RATE_LIMIT_MAX: '2', AUTH_RATE_LIMIT_MAX: '1000' });
    try {
      const user = await insertTestUser(database.db, { password: 'calcetto1' });
      expect((await login(first, user.email, 'sbagliata')).statusCode).toBe(400);
      expect((await login(second, user.email, 'calcetto1')).statusCode).toBe(200);
      expect((await login(first, user.email, 'sbagliata')).statusCode).toBe(400);
      expect((await login(second, user.email, 'calcetto1')).statusCode).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('limits password-recovery attempts per account across both servers', async () => {
    const [first, second] = await twoServers({ ACCOUNT_RATE_LIMIT_MAX: '2', AUTH_RATE_LIMIT_MAX: '1000' });
    try {
      const user = await insertTestUser(database.db);
      const forgot = (app: FastifyInstance) =>
        call(app, { method: 'PUT', url: '/api/user/forgotpassword', payload: { email: user.email } });
      expect((await forgot(first)).statusCode).toBe(200);
      expect((await forgot(second)).statusCode).toBe(200);
      const blocked = await forgot(first);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      const code = await call(second, {
        method: 'PUT',
        url: '/api/user/forgotpassword/verify/code',
        payload: { email: user.email, code: '123456' },
      });
      expect(code.statusCode).toBe(429);
      expect(code.json().message).toBe('Too many attempts for this account. Try again in 15 minutes.');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('per-IP rate limits shared between two servers', () => {
  it('counts one client over both servers', async () => {
    const [first, second] = await twoServers({ AUTH_RATE_LIMIT_MAX: '2', ACCOUNT_RATE_LIMIT_MAX: '1000' });
    try {
      expect((await login(first, 'nessuno@campo.test', 'x')).statusCode).toBe(400);
      expect((await login(second, 'nessuno@campo.test', 'x')).statusCode).toBe(400);
      const blocked = await login(first, 'altro@campo.test', 'x');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Each route keeps its own count.
      const forgot = await call(second, {
        method: 'PUT',
        url: '/api/user/forgotpassword',
        payload: { email: 'a@campo.test' },
      });
      expect(forgot.statusCode).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
