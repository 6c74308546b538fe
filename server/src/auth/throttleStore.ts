import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { commitsOn, type GroupCommit } from '../db/groupCommit';

export interface Hits {
  hits: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

// Expired counters are swept now and then, by whichever request happens to draw it.
const SWEEP_CHANCE = 0.01;

const sweepExpired = preparedQuery<{ now: number }, never>((db, values) =>
  db.deleteFrom('throttle_counters').where('reset_at', '<=', values.now),
);

const upsertHit = preparedQuery<{ key: string; now: number; resetAt: number }, { hits: number; reset_at: number }>(
  (db, values) =>
    db
      .insertInto('throttle_counters')
      .values({ key: values.key, hits: 1, reset_at: values.resetAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when throttle_counters.reset_at <= ${values.now} then 1 else throttle_counters.hits + 1 end`,
          reset_at: sql<number>`case when throttle_counters.reset_at <= ${values.now} then excluded.reset_at else throttle_counters.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at']),
);

/**
 * Counts one attempt under `key` in a fixed window, in one atomic upsert, so every server on the database sees
 * the same count (SQLite and PostgreSQL both support INSERT ... ON CONFLICT ... RETURNING). Prepared once: a chat
 * send counts on every request.
 */
export async function countHit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<Hits> {
  if (Math.random() < SWEEP_CHANCE) await sweepExpired.run(db, { now });
  const [row] = await upsertHit.execute(db, { key, now, resetAt: now + windowMs });
  return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
}

/** The count of a window still open, without counting; null when there is none. */
export async function peekHits(db: Db, key: string, now = Date.now()): Promise<Hits | null> {
  const row = await db
    .selectFrom('throttle_counters')
    .select(['hits', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), resetAt: Number(row.reset_at) } : null;
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttle_counters').where('key', '=', key).execute();
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit on the throttle_counters table: per-IP limits hold across every server on the
 * database. Each route counts apart (`child`), like the plugin's in-memory store. On SQLite the counts of one turn
 * share a commit with the other small writes of the turn, chat sends among them (db/groupCommit.ts): a chat send
 * counted on its own paid a second fsync.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const commits: GroupCommit = commitsOn(db);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'ip:';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = Date.now();
      commits
        .run((writer) => countHit(writer, `${this.prefix}${key}`, timeWindow, now))
        .then(
          ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - now) }),
          (error: Error) => callback(error),
        );
    }

    child(params: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes its merged options, with the route under routeInfo.
      const route = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(`ip:${method} ${route?.url ?? ''}:`);
    }
  };
}
