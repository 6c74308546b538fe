import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { connectDatabase, sqliteFileFor, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

export type TestDatabase = DatabaseHandle & { dataDir: string };

/**
 * A fresh, migrated database for one test file or test: with DATABASE_URL set, a new random schema in
 * PostgreSQL (dropped on close); otherwise a SQLite file in a new temp dir. `dataDir` is always a fresh
 * temp dir (uploads go there) and is removed on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campo-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

  if (!databaseUrl) {
    const handle = await connectDatabase({ sqliteFile: sqliteFileFor(dataDir) });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      dataDir,
      close: async () => {
        await handle.close();
        removeDataDir();
      },
    };
  }

  const pgSchema = `test_${randomBytes(6).toString('hex')}`;
  const handle = await connectDatabase({ databaseUrl, pgSchema, pgPoolSize: 4 });
  await sql`create schema ${sql.id(pgSchema)}`.execute(handle.db);
  await migrateToLatest(handle.db);
  return {
    ...handle,
    dataDir,
    close: async () => {
      try {
        await sql`drop schema ${sql.id(pgSchema)} cascade`.execute(handle.db);
      } finally {
        await handle.close();
        removeDataDir();
      }
    },
  };
}

/** Another server's connection to the same test database (a second SQLite connection, or a new PostgreSQL pool). */
export function secondConnection(database: TestDatabase): Promise<DatabaseHandle> {
  const { postgres, dataDir } = database;
  return postgres
    ? connectDatabase({ databaseUrl: postgres.url, pgSchema: postgres.schema, pgPoolSize: 1 })
    : connectDatabase({ sqliteFile: sqliteFileFor(dataDir) });
}
