import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Distinct SQL texts given a name; past it queries run unnamed (PostgreSQL keeps every named statement per connection). */
export const NAMED_STATEMENT_LIMIT = 500;

// Only single statements with values: the extended protocol a name needs takes one command, and DDL gains nothing.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const OPENS_TRANSACTION = /^\s*(begin|start transaction)\b/i;
const ENDS_TRANSACTION = /^\s*(commit|rollback|end)\s*$/i;

/** PostgreSQL's answer when a table a named statement reads changed shape (another instance migrated). */
function isStalePlan(error: unknown): boolean {
  return (
    (error as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test(String((error as Error).message))
  );
}

/**
 * The pool behind Kysely's PostgresDialect, with each data query's SQL text sent as a named prepared statement: every
 * connection parses and plans it once and then only binds and runs it, where an unnamed query is parsed and planned
 * on every run (Kysely's driver sends them unnamed). The statement cache beside SQLite's driver does the same there.
 * When a migration elsewhere changes a table under a named statement, that text gets a new name (parsed afresh) and,
 * outside a transaction, the query runs again at once; inside one the transaction fails once, as any error fails it.
 */
export function namedStatementPool(pool: pg.Pool, limit = NAMED_STATEMENT_LIMIT): PostgresPool {
  const names = new Map<string, string>();
  let issued = 0;
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && names.size < limit) names.set(text, (name = `campo_${++issued}`));
    return name;
  };

  return {
    async connect() {
      const client = await pool.connect();
      let inTransaction = false;

      async function run(text: string, values: unknown[]): Promise<pg.QueryResult> {
        const name = values.length > 0 && PREPARABLE.test(text) ? nameOf(text) : undefined;
        if (!name) {
          if (OPENS_TRANSACTION.test(text)) inTransaction = true;
          else if (ENDS_TRANSACTION.test(text)) inTransaction = false;
          return client.query(text, values);
        }
        try {
          return await client.query({ name, text, values });
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          names.delete(text);
          if (inTransaction) throw error;
          return client.query({ name: nameOf(text), text, values });
        }
      }

      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query(sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>): unknown {
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
        // pg types `command` as any string; Kysely's type lists the ones it reads row counts from.
        return run(sqlOrCursor, parameters ? [...parameters] : []) as Promise<PostgresQueryResult<unknown>>;
      }
      const named: PostgresPoolClient = { query, release: () => client.release() };
      return named;
    },
    end: () => pool.end(),
  };
}
