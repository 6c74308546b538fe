import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/database';
import { nowIso, toIso } from '../db/mapping';
import type { RealtimeBus } from '../realtime/bus';
import type { SessionCache } from './sessionCache';
import { acknowledgements } from './sessionEndAcks';
import type { TokenSigner } from './tokens';

/** How stale a session's `last_seen_at` may get before authenticate writes it again: most requests only read. */
export const LAST_SEEN_REFRESH_MS = 5 * 60_000;
/** Session ids per bus event: a PostgreSQL NOTIFY payload holds at most 8000 bytes. */
const IDS_PER_EVENT = 100;
/**
 * Server-side sessions: every login token names a `sessions` row, and ends when the row is deleted. Every way a
 * session ends publishes `sessions-ended` on the realtime bus, so every instance closes that session's sockets at
 * once (the heartbeat's session check stays as the fallback), and forgets it in their session caches (sessionCache.ts).
 */
export interface Sessions {
  /** A new session for the user and its signed token; `device` is the label of deviceLabel.ts. */
  start(userId: string, device?: string | null): Promise<string>;
  /** Logout, or one session ended from the sessions list: false when the user has no such session. */
  end(userId: string, sessionId: string): Promise<boolean>;
  /** Password change, "log out everywhere else": every session of the user but `keepSessionId` ends. Answers how many. */
  endOthers(userId: string, keepSessionId: string): Promise<number>;
  /** Password reset: `alongWith` (the password update) and the end of every session of the user, in one transaction. */
  endAll(userId: string, alongWith: (trx: Transaction<Database>) => Promise<void>): Promise<void>;
  /**
   * authenticate's note that the session was used, given the stored last use: writes only when that is stale, and
   * answers the time written (null when nothing was).
   */
  seen(sessionId: string, lastSeenAt: string | Date | null): Promise<string | null>;
}

export function createSessions(
  db: Db,
  tokens: TokenSigner,
  ttlSeconds: number,
  bus: RealtimeBus,
  log: FastifyBaseLogger,
  cache: SessionCache,
  /** How many instances hear the bus (sessionEndAcks.ts): an end is answered once each has forgotten the sessions. */
  audience: () => Promise<number>,
): Sessions {
  const announce = async (userId: string, sessionIds: string[]) => {
    cache.forget(sessionIds);
    for (let from = 0; from < sessionIds.length; from += IDS_PER_EVENT) {
      const event = {
        kind: 'sessions-ended' as const,
        userId,
        sessionIds: sessionIds.slice(from, from + IDS_PER_EVENT),
      };
      const endId = randomBytes(9).toString('base64url');
      const acks = acknowledgements(bus, endId, await audience().catch(() => 1));
      // The rows are gone, so the sessions have ended; a lost event leaves the sockets to the heartbeat check and the
      // other instances' caches to their TTL.
      await bus.publish({ ...event, endId }).then(
        () => acks.done,
        (error: Error) => {
          acks.stop();
          log.warn({ reason: error.message, userId }, 'sessions-ended not published');
        },
      );
    }
  };
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

  return {
    async start(userId, device = null) {
      const id = randomBytes(16).toString('base64url');
      const now = Date.now();
      // Sessions whose token has expired are dropped as the user logs in again.
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<', nowIso()).execute();
      await db
        .insertInto('sessions')
        .values({
          id,
          user_id: userId,
          expires_at: new Date(now + ttlSeconds * 1000).toISOString(),
          last_seen_at: new Date(now).toISOString(),
          device,
        })
        .execute();
      return tokens.sign({ userId, sessionId: id });
    },
    async end(userId, sessionId) {
      const ended = await db
        .deleteFrom('sessions')
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .returning('id')
        .execute();
      await announce(userId, ids(ended));
      return ended.length > 0;
    },
    async endOthers(userId, keepSessionId) {
      const ended = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('id', '<>', keepSessionId)
        .returning('id')
        .execute();
      await announce(userId, ids(ended));
      return ended.length;
    },
    async endAll(userId, alongWith) {
      const ended = await db.transaction().execute(async (trx) => {
        await alongWith(trx);
        return trx.deleteFrom('sessions').where('user_id', '=', userId).returning('id').execute();
      });
      await announce(userId, ids(ended));
    },
    async seen(sessionId, lastSeenAt) {
      const last = toIso(lastSeenAt);
      if (last && Date.now() - Date.parse(last) < LAST_SEEN_REFRESH_MS) return null;
      const now = nowIso();
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
      return now;
    },
  };
}
