import { Migrator, sql, type MigrationResult } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialectOf';
import { migrations } from './migrations';

async function currentPgSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: create the schema on the search_path first');
  return schema;
}

function makeMigrator(db: Db, migrationTableSchema?: string): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely finds its bookkeeping tables by name in any schema; pinning the schema keeps
    // several isolated schemas (tests, tenants) in one PostgreSQL database apart.
    migrationTableSchema,
    // Migration numbers are handed out per branch and merged in any order: a database that already ran 0018 still
    // runs a 0016 merged after it (each migration touches only what it adds).
    allowUnorderedMigrations: true,
  });
}

/** Applies every pending migration; throws when one fails (the failed one is rolled back on PostgreSQL). */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  const schema = dialectOf(db) === 'postgres' ? await currentPgSchema(db) : undefined;
  const { error, results } = await makeMigrator(db, schema).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results ?? [];
}

export const latestMigrationName = Object.keys(migrations).sort().at(-1);
