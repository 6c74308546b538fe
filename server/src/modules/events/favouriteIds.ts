import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';

/** Compiled once per length of the id list (a page's size). */
const favouritesAmong = preparedQuery<Record<string, string>, { event_id: string }>((db, values, shape) =>
  db
    .selectFrom('event_favourites')
    .select('event_id')
    .where('user_id', '=', values.userId)
    .where(
      'event_id',
      'in',
      Array.from({ length: Number(shape) }, (_, index) => values[`event${index}`]),
    ),
);

/** Which of `eventIds` the user has favourited. */
export async function favouriteIdsOf(db: Db, userId: string, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const values: Record<string, string> = { userId };
  eventIds.forEach((id, index) => (values[`event${index}`] = id));
  const rows = await favouritesAmong.execute(db, values, String(eventIds.length));
  return new Set(rows.map((row) => row.event_id));
}
