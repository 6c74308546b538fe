import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { createKeptAnswers, type KeptAnswer } from '../../http/keptAnswers';

/** Serialised profiles kept per server, by their UTF-8 size: a profile with a few favourites is about 3 KB. */
export const PROFILE_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The versions a kept profile is checked against, no row when the member is gone: theirs, the events', and how many
 * of their favourites have ended by now (a favourite's `isExpired` flips when it ends, with no write).
 */
const profileVersions = preparedQuery<
  { userId: string; now: string },
  { profile: number | string | null; events: number | string | null; ended: number | string }
>((db, values) =>
  db
    .selectFrom('users')
    .where('users.id', '=', values.userId)
    .select((eb) => [
      eb.selectFrom('profile_versions').select('version').where('user_id', '=', values.userId).as('profile'),
      eb.selectFrom('data_versions').select('version').where('name', '=', 'events').as('events'),
      eb
        .selectFrom('event_favourites as f')
        .innerJoin('events as e', 'e.id', 'f.event_id')
        .select(eb.fn.countAll<number>().as('n'))
        .where('f.user_id', '=', values.userId)
        .where('e.ends_at', '<', values.now)
        .as('ended'),
    ]),
);

export interface ProfileCache {
  /**
   * The member's profile as the route serialises it (UTF-8 bytes of the `data` object), or null when the member is
   * gone: kept while their profile version, the `events` version and the count of their ended favourites stand.
   */
  profile(db: Db, userId: string, now: Date, load: () => Promise<Buffer | null>): Promise<Buffer | null>;
}

/**
 * Each member's profile answer, kept per server and checked on every read in one statement against versions that
 * database triggers raise in the writing transaction (migration 0032: the member's row, favourites and gallery; 0009:
 * the events their favourites show), so a write from any server, or from outside the API, is seen on the next read.
 * Every member page asks for the profile first, which makes it the API's most read answer; a hit costs that statement
 * and the bytes' copy instead of the profile's statement with its two JSON aggregates, their parsing and
 * serialising. What it buys: docs/PERFORMANCE.md, `profileCache`.
 */
export function createProfileCache(maxBytes = PROFILE_CACHE_BYTES): ProfileCache {
  const kept = createKeptAnswers<KeptAnswer>(maxBytes);
  return {
    async profile(db, userId, now, load) {
      const [row] = await profileVersions.execute(db, { userId, now: now.toISOString() });
      if (!row) return null;
      const version = `${row.profile ?? 0}:${row.events}:${row.ended}`;
      const answer = await kept.read(userId, version, async () => {
        const data = await load();
        return data && { data };
      });
      return answer?.data ?? null;
    },
  };
}
