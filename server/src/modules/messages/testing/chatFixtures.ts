import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/mapping';
import { newId } from '../../../lib/ids';
import type { TestApp } from '../../../testing/testApp';
import { insertTestUser } from '../../../testing/testUsers';
import { bearerFor } from '../../account/testing/session';

export interface Person {
  id: string;
  headers: Record<string, string>;
}

/** A verified member with an English Authorization header. */
export async function person(t: TestApp, firstName: string, lastName = 'Test'): Promise<Person> {
  const user = await insertTestUser(t.database.db, { firstName, lastName });
  return { id: user.id, headers: { ...(await bearerFor(t, user.id)), 'accept-language': 'en' } };
}

/** A team with its thread; every member is in the thread and has read nothing. Answers the team id and thread id. */
export async function insertTeam(db: Db, name: string, coachId: string, memberIds: string[]) {
  const teamId = newId();
  const threadId = newId();
  const now = nowIso();
  await db.insertInto('teams').values({ id: teamId, name, logo: null, created_at: now }).execute();
  await db
    .insertInto('team_members')
    .values([
      { id: newId(), team_id: teamId, user_id: coachId, role: 'coach' as const, created_at: now },
      ...memberIds.map((userId) => ({
        id: newId(),
        team_id: teamId,
        user_id: userId,
        role: 'member' as const,
        created_at: now,
      })),
    ])
    .execute();
  await db
    .insertInto('message_threads')
    .values({
      id: threadId,
      type: 'Team',
      name,
      owner_id: coachId,
      team_id: teamId,
      last_message_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('thread_members')
    .values(
      [coachId, ...memberIds].map((userId) => ({
        id: newId(),
        thread_id: threadId,
        user_id: userId,
        last_read_at: null,
        created_at: now,
      })),
    )
    .execute();
  return { teamId, threadId };
}

/** `count` text messages in the thread, one second apart, oldest first, alternating senders. */
export async function insertMessages(
  db: Db,
  threadId: string,
  senders: string[],
  count: number,
  from = Date.now() - count * 1000 - 60_000,
) {
  const rows = Array.from({ length: count }, (_, n) => ({
    id: newId(),
    thread_id: threadId,
    sender_id: senders[n % senders.length],
    message_type: 'Text' as const,
    text: `message ${n + 1}`,
    search_text: `message ${n + 1}`,
    picture: null,
    created_at: new Date(from + n * 1000).toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto('messages')
      .values(rows.slice(start, start + 100))
      .execute();
  return rows.map((row) => row.id);
}
