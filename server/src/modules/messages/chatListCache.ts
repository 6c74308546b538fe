import type { Db, ThreadType } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { createKeptAnswers } from '../../http/keptAnswers';

/** Serialised inbox and teams pages kept per server, by their UTF-8 size: a page of 20 threads is about 8 KB. */
export const CHAT_LIST_CACHE_BYTES = 8 * 1024 * 1024;

export type ChatList = 'inbox' | 'teams';

/** The thread types each list counts its unread messages in. */
const LIST_TYPES: Record<ChatList, readonly ThreadType[]> = { inbox: ['Single', 'Group'], teams: ['Team'] };

/**
 * What a member's list page is valid for, in one statement: their `chat_list_versions` row (memberships, names,
 * logos, rosters: migration 0031), the `people` data version, and over their thread memberships of the list's types
 * the count and the sums of each thread's `last_position` (new messages: last text, order, unread) and
 * `content_version` (edits and deletes) and of their read positions. Each of those only grows, so while the
 * memberships stand (the row guards them) any change moves a sum.
 */
const listVersion = preparedQuery<
  { userId: string },
  {
    list: number | string | null;
    people: number | string | null;
    threads: number | string;
    positions: number | string | null;
    contents: number | string | null;
    reads: number | string | null;
  }
>((db, values, shape) =>
  db
    .selectFrom('thread_members as tm')
    .innerJoin('message_threads as t', 't.id', 'tm.thread_id')
    .where('tm.user_id', '=', values.userId)
    .where('t.type', 'in', LIST_TYPES[shape as ChatList])
    .select((eb) => [
      eb.selectFrom('chat_list_versions').select('version').where('user_id', '=', values.userId).as('list'),
      eb.selectFrom('data_versions').select('version').where('name', '=', 'people').as('people'),
      eb.fn.countAll<number>().as('threads'),
      eb.fn.sum<number>('t.last_position').as('positions'),
      eb.fn.sum<number>('t.content_version').as('contents'),
      eb.fn.sum<number>('tm.last_read_position').as('reads'),
    ]),
);

/** A kept page: the route's `data` array serialised (UTF-8 bytes) and the list's total. */
export interface CachedListPage {
  data: Buffer;
  total: number;
}

export interface ChatListCache {
  /**
   * The member's page of `list` for `key` (its normalised query) as the route serialises it: kept while the member's
   * list version stands, else loaded and kept.
   */
  read(
    db: Db,
    userId: string,
    list: ChatList,
    key: string,
    load: () => Promise<CachedListPage>,
  ): Promise<CachedListPage>;
}

/**
 * The inbox and teams pages of each member, kept per server and checked on every read against a version read in one
 * statement from what database triggers and the writes themselves leave in the database (see `listVersion`), so a
 * write from any server, or from outside the API, is seen on the next read. Entries are per member (the member's id
 * is part of the key): an answer carries the member's unread counts.
 */
export function createChatListCache(maxBytes = CHAT_LIST_CACHE_BYTES): ChatListCache {
  const kept = createKeptAnswers<CachedListPage>(maxBytes);
  return {
    async read(db, userId, list, key, load) {
      const [row] = await listVersion.execute(db, { userId }, list);
      const version = [row.list, row.people, row.threads, row.positions, row.contents, row.reads].join(':');
      return (await kept.read(`${list}\n${userId}\n${key}`, version, load))!;
    },
  };
}
