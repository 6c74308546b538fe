import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import type { EventDetail, SharedEventDetail } from './eventDetail';

/** Events kept per server; an entry is one detail object (2-4 KB of JSON). */
export const DETAIL_CACHE_SIZE = 500;

interface Entry extends SharedEventDetail {
  version: string;
}

/** The details' version and the user's favourite flag for the event, in one statement. */
const versionAndFavourite = preparedQuery<
  { userId: string; eventId: string },
  { version: number | string; is_favourite: unknown }
>((db, values) =>
  db
    .selectFrom('data_versions')
    .select('version')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('event_favourites')
            .select('event_favourites.id')
            .where('event_favourites.user_id', '=', values.userId)
            .where('event_favourites.event_id', '=', values.eventId),
        )
        .as('is_favourite'),
    )
    .where('name', '=', 'event_details'),
);

export interface DetailCache {
  /**
   * The event's detail for one user: the shared part from the cache with the user's favourite flag, or loaded again
   * (and cached) when any detail changed since (any server's write: the version row), the event has ended since, or
   * it was never asked for. An unknown event throws load's 404 and is not cached.
   */
  detail(
    db: Db,
    eventId: string,
    userId: string,
    publicUrl: string,
    now: Date,
    load: () => Promise<SharedEventDetail>,
  ): Promise<EventDetail>;
}

/** Event details shared by every member, keyed by event and public address (the share link); at most `size`. */
export function createDetailCache(size = DETAIL_CACHE_SIZE): DetailCache {
  const entries = new Map<string, Entry>();

  return {
    async detail(db, eventId, userId, publicUrl, now, load) {
      const key = `${publicUrl} ${eventId}`;
      // Read before the rows on a miss: rows newer than the version can only cost one needless reload, never a stale hit.
      const [row] = await versionAndFavourite.execute(db, { userId, eventId });
      const version = String(row?.version);
      let entry = entries.get(key);
      if (!entry || entry.version !== version || now.getTime() > entry.validUntil) {
        entry = { ...(await load()), version };
        entries.delete(key);
        if (entries.size >= size) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      return { ...entry.detail, isFavourite: Boolean(Number(row?.is_favourite)) };
    },
  };
}
