import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { nowIso } from '../db/mapping';
import type { TokenSigner } from './tokens';

/** Server-side sessions: every login token names a `sessions` row, and ends when the row is deleted. */
export interface Sessions {
  /** A new session for the user and its signed token. */
  start(userId: string): Promise<string>;
  /** Logout: this session's token stops working. */
  end(sessionId: string): Promise<void>;
  /** Password change: every session of the user but `keepSessionId` ends. */
  endOthers(userId: string, keepSessionId: string): Promise<void>;
}

export function createSessions(db: Db, tokens: TokenSigner, ttlSeconds: number): Sessions {
  return {
    async start(userId) {
      const id = randomBytes(16).toString('base64url');
      const now = Date.now();
      // Sessions whose token has expired are dropped as the user logs in again.
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<', nowIso()).execute();
      await db
        .insertInto('sessions')
        .values({ id, user_id: userId, expires_at: new Date(now + ttlSeconds * 1000).toISOString() })
        .execute();
      return tokens.sign({ userId, sessionId: id });
    },
    async end(sessionId) {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    },
    async endOthers(userId, keepSessionId) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionId).execute();
    },
  };
}
