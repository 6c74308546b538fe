import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { channelName } from '../realtime/pgBus';
import { insertTestUser } from '../testing/testUsers';

// Two app instances on one PostgreSQL schema, each with its own session cache: when an instance's LISTEN connection
// drops, a session end it may have missed cannot outlive the reconnection. (Ends that are heard: two server processes,
// sessionCacheInstances.pg.test.ts.) Runs in CI's PostgreSQL pass.

const schema = `scale_sessions_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'campo-session-cache-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DIST_DIR: path.join(dataDir, 'no-dist'),
  REALTIME_HEARTBEAT: '1h',
  // The TTL must not be what refuses a session here.
  SESSION_CACHE_TTL: '1h',
});
const connect = () => connectDatabase({ databaseUrl: process.env.DATABASE_URL, pgSchema: schema, pgPoolSize: 2 });
let handles: DatabaseHandle[] = [];
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  handles = [await connect(), await connect()];
  await sql`create schema ${sql.id(schema)}`.execute(handles[0].db);
  await migrateToLatest(handles[0].db);
  a = await buildApp(config, { database: handles[0] });
  b = await buildApp(config, { database: handles[1] });
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handles[0].db);
  await Promise.all(handles.map((handle) => handle.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

const headers = (token: string) => ({
  [config.secretHeader.name]: config.secretHeader.value,
  authorization: `Bearer ${token}`,
});
const profileStatus = async (app: FastifyInstance, token: string) =>
  (await app.inject({ url: '/api/user/profile', headers: headers(token) })).statusCode;
const sessionOf = async (token: string) => (await a.tokens.verify(token))!.sessionId;

describe('the session cache of an instance whose PostgreSQL listener dropped', () => {
  it("clears B's cache when B's listener comes back, so a logout B missed meanwhile is not survived", async () => {
    const luca = await insertTestUser(handles[0].db);
    const token = await a.sessions.start(luca.id);
    expect(await profileStatus(b, token)).toBe(200);
    expect(b.sessionCache.get(await sessionOf(token))).toBeDefined();
    const resumed = new Promise<void>((resolve) => {
      const stop = b.realtime.bus.subscribe((event) => {
        if (event.kind !== 'resumed') return;
        stop();
        resolve();
      });
    });
    // End B's listener from the server side: both listen on the schema's channel, B's since B was built, after A.
    const channel = channelName(schema);
    const listeners = await sql<{ pid: number }>`select pid from pg_stat_activity
      where application_name = ${channel} order by backend_start desc`.execute(handles[1].db);
    expect(listeners.rows).toHaveLength(2);
    await sql`select pg_terminate_backend(${listeners.rows[0].pid})`.execute(handles[1].db);
    // Ended while B does not listen; the row alone goes (as a NOTIFY lost on the way would leave it).
    await handles[0].db
      .deleteFrom('sessions')
      .where('id', '=', await sessionOf(token))
      .execute();

    await resumed;
    expect(await profileStatus(b, token)).toBe(401);
  });
});
