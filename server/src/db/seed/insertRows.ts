import type { Insertable } from 'kysely';
import type { Database, Db, TableName } from '../database';

// Keeps each statement well under SQLite's and PostgreSQL's bound-parameter limits.
const ROWS_PER_STATEMENT = 100;

/**
 * Multi-row insert. Rows are grouped by the columns they set: in a multi-row insert on SQLite, Kysely
 * writes NULL (not the column default) for a column that only some rows set, which breaks defaults.
 */
export async function insertRows<T extends TableName>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const groups = new Map<string, Insertable<Database[T]>[]>();
  for (const row of rows) {
    const columns = Object.keys(row)
      .filter((key) => (row as Record<string, unknown>)[key] !== undefined)
      .sort()
      .join(',');
    const group = groups.get(columns);
    if (group) group.push(row);
    else groups.set(columns, [row]);
  }
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += ROWS_PER_STATEMENT) {
      // Kysely cannot check values() against a table chosen by a type parameter; the signature above does.
      await db
        .insertInto(table)
        .values(group.slice(start, start + ROWS_PER_STATEMENT) as never)
        .execute();
    }
  }
}
