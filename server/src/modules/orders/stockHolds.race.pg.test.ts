import { buildApp } from '../../app';
import { connectDatabase } from '../../db/connect';
import { createTestApp, type TestApp } from '../../testing/testApp';
import type { TestDatabase } from '../../testing/testDb';
import { brokenSnapshots, runHoldRace } from './testing/holdRace';

// Two API instances on one PostgreSQL schema, the buyers split between them, as behind a load balancer.
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
  const { postgres } = a.database;
  if (!postgres) throw new Error('stockHolds.race.pg.test.ts needs DATABASE_URL');
  const handle = await connectDatabase({ databaseUrl: postgres.url, pgSchema: postgres.schema, pgPoolSize: 4 });
  const app = await buildApp(a.config, { database: handle });
  const database: TestDatabase = { ...handle, dataDir: a.database.dataDir };
  b = {
    ...a,
    app,
    database,
    api: (options) => app.inject({ ...options, headers: { ...a.clientKey, ...options.headers } }),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

it('on PostgreSQL, two instances, 20 buyers with random captures, cancels and expiries keep stock + held + sold = stock', async () => {
  const report = await runHoldRace([a, b], 2026);
  expect(brokenSnapshots(report)).toEqual([]);
  expect(report.started).toBeGreaterThan(0);
  const last = report.snapshots.at(-1)!;
  expect(last.held).toBe(0);
  expect(last.sold + last.stock).toBe(12);
}, 120_000);
