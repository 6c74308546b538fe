import type { Db } from '../../db/database';

/** Which of `eventIds` the user has favourited. */
export async function favouriteIdsOf(db: Db, userId: string, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('event_favourites')
    .select('event_id')
    .where('user_id', '=', userId)
    .where('event_id', 'in', [...eventIds])
    .execute();
  return new Set(rows.map((row) => row.event_id));
}
