import { sql } from 'kysely';
import type { Db, MessageType, ThreadType } from '../../db/database';
import { toIsoRequired } from '../../db/mapping';
import { preparedQuery } from '../../db/preparedQuery';
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

interface InboxPageRow {
  id: string;
  type: ThreadType;
  name: string | null;
  logo: string | null;
  last_message_at: string | Date;
  last_text: string | null;
  last_type: MessageType | null;
  other_id: string | null;
  other_first_name: string | null;
  other_last_name: string | null;
  other_picture: string | null;
  unread: number | string;
  total: number | string;
}

/**
 * A page of the inbox in one statement: each thread with its last message, the other member of a direct thread,
 * the viewer's unread count and the count of all the viewer's inbox threads (a window count over the page's query).
 */
const inboxPage = preparedQuery<{ userId: string; offset: number; limit: number }, InboxPageRow>((db, values) =>
  threadsOf(db, values.userId)
    .where('t.type', 'in', INBOX_TYPES)
    .leftJoin('messages as lm', (join) =>
      join.onRef('lm.thread_id', '=', 't.id').onRef('lm.position', '=', 't.last_position'),
    )
    .leftJoin('users as o', (join) =>
      join
        .on('t.type', '=', 'Single')
        .on('o.id', '=', (eb) =>
          eb
            .selectFrom('thread_members as other')
            .select('other.user_id')
            .whereRef('other.thread_id', '=', 't.id')
            .where('other.user_id', '!=', values.userId)
            .limit(1),
        ),
    )
    .select((eb) => [
      't.id',
      't.type',
      't.name',
      't.logo',
      't.last_message_at',
      'lm.text as last_text',
      'lm.message_type as last_type',
      'o.id as other_id',
      'o.first_name as other_first_name',
      'o.last_name as other_last_name',
      'o.picture as other_picture',
      eb
        .selectFrom('messages as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.thread_id', '=', 't.id')
        .where('m.sender_id', '!=', values.userId)
        .whereRef('m.position', '>', 'tm.last_read_position')
        .as('unread'),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('t.last_message_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(values.offset)
    .limit(values.limit),
);

const inboxCount = preparedQuery<{ userId: string }, { n: number | string }>((db, values) =>
  threadsOf(db, values.userId)
    .where('t.type', 'in', INBOX_TYPES)
    .select((eb) => eb.fn.countAll<number>().as('n')),
);

function toInboxThread(row: InboxPageRow): InboxThread {
  const contact =
    row.type === 'Single' && row.other_id
      ? {
          _id: row.other_id,
          firstName: row.other_first_name ?? '',
          lastName: row.other_last_name ?? '',
          picture: row.other_picture,
        }
      : null;
  return {
    _id: row.id,
    type: row.type,
    name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : (row.name ?? ''),
    logo: contact ? contact.picture : row.logo,
    text: row.last_text ?? '',
    messageType: row.last_type ?? null,
    created_at: toIsoRequired(row.last_message_at),
    group: row.type === 'Group' ? { _id: row.id } : null,
    team: null,
    contact,
    unread: Number(row.unread),
  };
}

/** SPEC "inbox": the user's Single and Group threads, latest activity first. */
export async function listInbox(db: Db, userId: string, page: { offset: number; limit: number }) {
  const rows = await inboxPage.execute(db, { userId, ...page });
  // A page past the end has no row to carry the window count.
  const total = rows.length > 0 ? Number(rows[0].total) : Number((await inboxCount.execute(db, { userId }))[0].n);
  return { items: rows.map(toInboxThread), total };
}
