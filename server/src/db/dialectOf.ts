import { PostgresAdapter, type Kysely } from 'kysely';
import type { Dialect } from './connect';

/** The dialect behind a Kysely instance (migrations get a bare Kysely and need it for column types). */
export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
