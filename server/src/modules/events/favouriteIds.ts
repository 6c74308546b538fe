import type { Db } from '../../db/database';
import { inListSlots, inListValues, preparedQuery } from '../../db/preparedQuery';

/** Compiled once per length of the id list (a page's size). */
const favouritesAmong = preparedQuery<Record<string, string>, { event_id: string }>((db, values, shape) =>
  db
    .selectFrom('event_favourites')
    .select('event_id')
    .where('user_id', '=', values.userId)
    .where('event_id', 'in', inListSlots(values, 'event', Number(shape))),
);

/** Which of `eventIds` the user has favourited. */
export async function favouriteIdsOf(db: Db, userId: string, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const values = { userId, ...inListValues('event', eventIds) };
  const rows = await favouritesAmong.execute(db, values, String(eventIds.length));
  return new Set(rows.map((row) => row.event_id));
}

/** The events list's data version and, in the same statement, which of the page's events the user has favourited. */
const versionWithFavouritesAmong = preparedQuery<
  Record<string, string>,
  { version: number | string; event_id: string | null }
>((db, values, shape) =>
  db
    .selectFrom('data_versions')
    .leftJoin('event_favourites', (join) =>
      join
        .on('event_favourites.user_id', '=', values.userId)
        .on('event_favourites.event_id', 'in', inListSlots(values, 'event', Number(shape))),
    )
    .select(['data_versions.version', 'event_favourites.event_id'])
    .where('data_versions.name', '=', 'events'),
);

/**
 * The events data version and which of `eventIds` (at least one) the user has favourited, in one statement: a cached
 * list page checks it is current and gets the user's flags in one round trip.
 */
export async function eventsVersionWithFavourites(
  db: Db,
  userId: string,
  eventIds: readonly string[],
): Promise<{ version: string; favourites: Set<string> }> {
  const values = { userId, ...inListValues('event', eventIds) };
  const rows = await versionWithFavouritesAmong.execute(db, values, String(eventIds.length));
  const favourites = new Set<string>();
  for (const row of rows) if (row.event_id !== null) favourites.add(row.event_id);
  return { version: String(rows[0]?.version), favourites };
}
