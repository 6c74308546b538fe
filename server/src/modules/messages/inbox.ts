import type { Db, MessageType, ThreadType } from '../../db/database';
import { toIsoRequired } from '../../db/mapping';
import type { InboxThread } from './messages.schemas';
import { peopleByIds } from './people';
import { unreadCounts } from './threads';

const INBOX_TYPES: readonly ThreadType[] = ['Single', 'Group'];

function threadsOf(db: Db, userId: string) {
  return db
    .selectFrom('thread_members as tm')
    .innerJoin('message_threads as t', 't.id', 'tm.thread_id')
    .where('tm.user_id', '=', userId);
}

/** Inbox items for the given threads of the user, in the order of `threadIds`. */
export async function inboxItems(db: Db, userId: string, threadIds: readonly string[]): Promise<InboxThread[]> {
  if (threadIds.length === 0) return [];
  // The last message is the one at the thread's last position (a unique index lookup, no sort).
  const rows = await threadsOf(db, userId)
    .leftJoin('messages as lm', (join) =>
      join.onRef('lm.thread_id', '=', 't.id').onRef('lm.position', '=', 't.last_position'),
    )
    .where('t.id', 'in', threadIds)
    .select((eb) => [
      't.id',
      't.type',
      't.name',
      't.logo',
      't.team_id',
      't.last_message_at',
      'lm.text as last_text',
      'lm.message_type as last_type',
      eb
        .selectFrom('thread_members as other')
        .select('other.user_id')
        .whereRef('other.thread_id', '=', 't.id')
        .where('other.user_id', '!=', userId)
        .limit(1)
        .as('other_id'),
    ])
    .execute();
  const [unread, people] = await Promise.all([
    unreadCounts(db, userId, threadIds),
    peopleByIds(
      db,
      rows.filter((row) => row.type === 'Single' && row.other_id).map((row) => row.other_id!),
    ),
  ]);
  const byId = new Map(
    rows.map((row): [string, InboxThread] => {
      const contact = row.type === 'Single' && row.other_id ? (people.get(row.other_id) ?? null) : null;
      return [
        row.id,
        {
          _id: row.id,
          type: row.type,
          name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : (row.name ?? ''),
          logo: contact ? contact.picture : row.logo,
          text: row.last_text ?? '',
          messageType: (row.last_type as MessageType | null) ?? null,
          created_at: toIsoRequired(row.last_message_at),
          group: row.type === 'Group' ? { _id: row.id } : null,
          team: row.type === 'Team' && row.team_id ? { _id: row.team_id } : null,
          contact,
          unread: unread.get(row.id) ?? 0,
        },
      ];
    }),
  );
  return threadIds.flatMap((id) => byId.get(id) ?? []);
}

/** SPEC "inbox": the user's Single and Group threads, latest activity first. */
export async function listInbox(db: Db, userId: string, page: { offset: number; limit: number }) {
  const base = threadsOf(db, userId).where('t.type', 'in', INBOX_TYPES);
  const [rows, count] = await Promise.all([
    base
      .select('t.id')
      .orderBy('t.last_message_at', 'desc')
      .orderBy('t.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: await inboxItems(
      db,
      userId,
      rows.map((row) => row.id),
    ),
    total: Number(count.n),
  };
}
