import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database, Db } from './database';
import { campoPgTypes } from './pgTypes';
import { cachingSqliteDatabase } from './statementCache';
import { literalLimitPlugin } from './literalLimitPlugin';
import { namedStatementPool } from './namedStatementPool';
import { storageValuesPlugin } from './storageValuesPlugin';
import { speedUpOn } from '../speedUps';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL only: where a dedicated connection (LISTEN/NOTIFY) must connect to reach the same data. */
  postgres?: { url: string; schema: string | undefined };
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://... ; when set, PostgreSQL is used and sqliteFile is ignored. */
  databaseUrl?: string;
  /** Defaults to ./data/campo.sqlite. */
  sqliteFile?: string;
  /** PostgreSQL schema to put first on the search_path (test isolation). */
  pgSchema?: string;
  /** PostgreSQL pool size; default 10. */
  pgPoolSize?: number;
}

export const SQLITE_FILE_NAME = 'campo.sqlite';

/** `<dataDir>/campo.sqlite`, the project's SQLite file convention. */
export function sqliteFileFor(dataDir: string): string {
  return join(dataDir, SQLITE_FILE_NAME);
}

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export async function connectDatabase(opts: ConnectOptions): Promise<DatabaseHandle> {
  return opts.databaseUrl ? connectPostgres(opts.databaseUrl, opts) : connectSqlite(opts.sqliteFile);
}

function connectSqlite(file = sqliteFileFor('data')): DatabaseHandle {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingSqliteDatabase(sqlite, { arrayRows: speedUpOn('arrayRows') }) }),
    plugins: [storageValuesPlugin(), ...(speedUpOn('literalLimit') ? [literalLimitPlugin()] : [])],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

async function connectPostgres(databaseUrl: string, opts: ConnectOptions): Promise<DatabaseHandle> {
  if (opts.pgSchema !== undefined && !SAFE_IDENTIFIER.test(opts.pgSchema)) {
    throw new Error(`Unsafe PostgreSQL schema name: ${opts.pgSchema}`);
  }
  // pg loads only here: a server on the embedded database never needs it (about 3 MB resident after start).
  const { default: pg } = await import('pg');
  const searchPath = opts.pgSchema ? `-c search_path=${opts.pgSchema} ` : '';
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: opts.pgPoolSize ?? 10,
    types: campoPgTypes(pg.types),
    options: `${searchPath}-c TimeZone=UTC`,
  });
  // An idle client that loses its server must not crash the process; the next query reports the error.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: speedUpOn('namedStatements') ? namedStatementPool(pool) : pool }),
    plugins: [storageValuesPlugin()],
  });
  return { db, dialect: 'postgres', postgres: { url: databaseUrl, schema: opts.pgSchema }, close: () => db.destroy() };
}
