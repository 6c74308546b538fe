import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { arrayRowStatement, type BusyStatement } from './arrayRowStatement';

/** Distinct SQL texts kept prepared; queries with variable-length `in (...)` lists make a few variants each. */
export const STATEMENT_CACHE_SIZE = 300;

/**
 * better-sqlite3 behind Kysely's SqliteDialect, with statements prepared once per SQL text. Kysely 0.28's SQLite
 * driver calls prepare on every execution (about 20 us a statement, a quarter of a short request); a prepared
 * statement survives schema changes (SQLite recompiles it), and a statement still iterating a stream is never
 * handed out twice. Reads whose SQL names their columns make their row objects from arrays (arrayRowStatement.ts).
 */
export function cachingSqliteDatabase(
  sqlite: SQLite.Database,
  { size = STATEMENT_CACHE_SIZE, arrayRows = true }: { size?: number; arrayRows?: boolean } = {},
): SqliteDatabase {
  const statements = new Map<string, BusyStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const prepared = sqlite.prepare(sql);
      const statement = arrayRows ? arrayRowStatement(prepared, sql) : (prepared as unknown as BusyStatement);
      if (!cached) {
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
