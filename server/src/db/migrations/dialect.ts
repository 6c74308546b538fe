import { PostgresAdapter, type Kysely } from 'kysely';

// Migrations import no live code (a later change to it must not change what an old migration did): this is their
// own frozen copy of db/dialectOf.ts.
export function dialectOf<DB>(db: Kysely<DB>): 'postgres' | 'sqlite' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
