import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { connectDatabase, type DatabaseHandle } from './connect';
import { latestMigrationName, migrateToLatest } from './migrate';

// Test files migrate their own schemas in one PostgreSQL database while others end and drop theirs. Kysely's own
// introspector checks every schema of the database by name, and failed with "schema ... does not exist" when one was
// dropped meanwhile. Runs in CI's PostgreSQL pass.

const url = process.env.DATABASE_URL;
const schemaName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;
const handles: DatabaseHandle[] = [];
const connect = async (pgSchema: string) => {
  const handle = await connectDatabase({ databaseUrl: url, pgSchema, pgPoolSize: 2 });
  handles.push(handle);
  return handle;
};

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
});

it('migrates a schema while other schemas of the database are created and dropped', async () => {
  const churn = await connect('public');
  let churning = true;
  const dropped: string[] = [];
  const churnLoop = (async () => {
    while (churning) {
      const other = schemaName('churn');
      await sql`create schema ${sql.id(other)}`.execute(churn.db);
      await sql`create table ${sql.id(other)}.t (id int)`.execute(churn.db);
      await sql`drop schema ${sql.id(other)} cascade`.execute(churn.db);
      dropped.push(other);
    }
  })();

  try {
    for (let round = 0; round < 4; round += 1) {
      const schema = schemaName('migrate');
      const handle = await connect(schema);
      await sql`create schema ${sql.id(schema)}`.execute(handle.db);
      try {
        const results = await migrateToLatest(handle.db);
        expect(results.at(-1)?.migrationName).toBe(latestMigrationName);
        // A second run finds its bookkeeping tables and has nothing to do.
        expect(await migrateToLatest(handle.db)).toEqual([]);
      } finally {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      }
    }
  } finally {
    churning = false;
    await churnLoop;
  }
  expect(dropped.length).toBeGreaterThan(0);
}, 120_000);
