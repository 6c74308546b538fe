import type { Db } from '../../db/database';
import type { Contact } from './messages.schemas';
import { PERSON_COLUMNS, toContact } from './people';

/** Where the other members of a thread have read up to (their read positions), for "Seen" and "Seen by N". */
export async function othersReadPositions(db: Db, threadId: string, userId: string) {
  const rows = await db
    .selectFrom('thread_members')
    .select(['user_id', 'last_read_position'])
    .where('thread_id', '=', threadId)
    .where('user_id', '!=', userId)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, lastReadPosition: Number(row.last_read_position) }));
}

/** One member's read position (what a live `thread.read` announces); null when they are not in the thread. */
export async function readPositionOf(db: Db, threadId: string, userId: string): Promise<number | null> {
  const row = await db
    .selectFrom('thread_members')
    .select('last_read_position')
    .where('thread_id', '=', threadId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.last_read_position) : null;
}

/** The other members who have read the thread up to `position` at least, by name (the "Seen by" dialog). */
export async function readersAt(db: Db, threadId: string, userId: string, position: number): Promise<Contact[]> {
  const rows = await db
    .selectFrom('thread_members as tm')
    .innerJoin('users as u', 'u.id', 'tm.user_id')
    .select(PERSON_COLUMNS)
    .where('tm.thread_id', '=', threadId)
    .where('tm.user_id', '!=', userId)
    .where('tm.last_read_position', '>=', position)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
  return rows.map(toContact);
}
