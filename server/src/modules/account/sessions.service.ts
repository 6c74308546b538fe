import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { nowIso, toIsoRequired } from '../../db/mapping';
import type { AccountSessionSchema } from './sessions.schemas';

export type AccountSession = Static<typeof AccountSessionSchema>;

/** The user's live sessions (expired ones are left out: their tokens no longer work), last used first. */
export async function listSessions(db: Db, userId: string, currentSessionId: string): Promise<AccountSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'device', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .execute();
  return rows
    .map((row) => ({
      _id: row.id,
      device: row.device,
      createdAt: toIsoRequired(row.created_at),
      lastSeenAt: toIsoRequired(row.last_seen_at ?? row.created_at),
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || b.createdAt.localeCompare(a.createdAt));
}
