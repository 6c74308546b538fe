import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

type Row = Record<string, unknown>;

/** Kysely's view of a statement, with better-sqlite3's `busy` (still iterating) that the statement cache reads. */
export type BusyStatement = SqliteStatement & { readonly busy: boolean };

/** A function that turns one row's values into an object literal of `names`, compiled once per column list. */
function rowMakerFor(names: readonly string[]): (values: unknown[]) => Row {
  const fields = names.map((name, index) => `${JSON.stringify(name)}: v[${index}]`).join(', ');
  return new Function('v', `return { ${fields} };`) as (values: unknown[]) => Row;
}

/**
 * A reading statement whose rows better-sqlite3 hands over as arrays, made into objects by a function compiled once
 * for its column list. better-sqlite3 builds each row object key by key; the object literal makes the same objects
 * in about a third less time (45 variant rows of seven columns: 57 to 39 us). Only where the SQL fixes the column
 * names: no `*` (a table's columns can change under a prepared statement), no name twice, no `__proto__`; every
 * other statement is returned as it is.
 */
export function arrayRowStatement(statement: SQLite.Statement, text: string): BusyStatement {
  if (!statement.reader || text.includes('*')) return statement as unknown as BusyStatement;
  const names = statement.columns().map((column) => column.name);
  if (new Set(names).size !== names.length || names.includes('__proto__')) return statement as unknown as BusyStatement;
  const make = rowMakerFor(names);
  statement.raw(true);
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (...parameters: unknown[]) => (statement.all(...parameters) as unknown[][]).map(make),
    run: (...parameters: unknown[]) => statement.run(...parameters),
    *iterate(...parameters: unknown[]) {
      for (const values of statement.iterate(...parameters) as IterableIterator<unknown[]>) yield make(values);
    },
  } as BusyStatement;
}
