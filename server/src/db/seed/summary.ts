import type { Db, TableName } from '../database';
import { toNumberOr } from '../mapping';

const SUMMARY_TABLES: readonly TableName[] = [
  'users',
  'specialities',
  'categories',
  'venues',
  'events',
  'event_transactions',
  'event_images',
  'event_documents',
  'event_favourites',
  'follows',
  'products',
  'product_variants',
  'product_orders',
  'teams',
  'message_threads',
  'messages',
];

export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SUMMARY_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = toNumberOr(row.count as number | string | bigint, 0);
  }
  return counts;
}
