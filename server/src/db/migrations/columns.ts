import { sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from './dialect';

// Column types that differ per dialect; see mapping.ts for how values read back.
export interface ColumnKit {
  /** timestamptz on PostgreSQL, ISO text on SQLite. */
  instant: 'timestamptz' | 'text';
  /** now() as the same ISO shape on both dialects. */
  now: RawBuilder<string>;
  money: 'numeric(10, 2)';
  coordinate: 'double precision';
  /** not null, 0/1, with a default. */
  bool(column: string, defaultValue: 0 | 1): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** not null, defaults to now. */
  createdAt(col: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
}

export function columnKit(db: Kysely<unknown>): ColumnKit {
  const postgres = dialectOf(db) === 'postgres';
  const now = postgres ? sql<string>`now()` : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return {
    instant: postgres ? 'timestamptz' : 'text',
    now,
    money: 'numeric(10, 2)',
    coordinate: 'double precision',
    bool: (column, defaultValue) => (col) =>
      col
        .notNull()
        .defaultTo(defaultValue)
        .check(sql`${sql.ref(column)} in (0, 1)`),
    createdAt: (col) => col.notNull().defaultTo(now),
  };
}
