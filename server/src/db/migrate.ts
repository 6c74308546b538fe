import { Migrator, sql, type DatabaseIntrospector, type MigrationResult } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialectOf';
import { migrations } from './migrations';

async function currentPgSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: create the schema on the search_path first');
  return schema;
}

/**
 * Kysely's Migrator finds its tables through the dialect's introspector, which on PostgreSQL reads every schema of the
 * database and checks each one by name (`has_schema_privilege(nspname, ...)`): a schema another process drops
 * meanwhile (a test file ending, a tenant removed) fails that check with "schema ... does not exist". The migrator
 * gets an introspector of its own schema alone, read from the catalog without privilege checks.
 */
function ownSchemaIntrospection(db: Db, schema: string): Db {
  const introspector: DatabaseIntrospector = {
    getSchemas: async () => [{ name: schema }],
    getTables: async () => {
      const { rows } = await sql<{ name: string }>`
        select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p')`.execute(db);
      return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspector.getTables() }),
  };
  // Kysely's methods read private fields: each is called on the instance itself, only `introspection` differs.
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspector;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function makeMigrator(db: Db, migrationTableSchema?: string): Migrator {
  return new Migrator({
    db: migrationTableSchema ? ownSchemaIntrospection(db, migrationTableSchema) : db,
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
