import type { Db, ThreadType } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { createKeptAnswers } from '../../http/keptAnswers';
import { messageTexts } from './messages.texts';

/** Serialised conversation pages kept per server, by their UTF-8 size: a page of 15 messages is about 10 KB. */
export const CONVERSATION_CACHE_BYTES = 16 * 1024 * 1024;

/** The thread, the viewer's membership and the versions a cached page is checked against, in one statement. */
const threadCheck = preparedQuery<
  { threadId: string; userId: string },
  {
    type: ThreadType;
    last_position: number | string;
    content_version: number | string;
    read_position: number | string | null;
    people: number | string | null;
  }
>((db, values) =>
  db
    .selectFrom('message_threads as t')
    .where('t.id', '=', values.threadId)
    .select((eb) => [
      't.type',
      't.last_position',
      't.content_version',
      eb
        .selectFrom('thread_members as tm')
        .select('tm.last_read_position')
        .whereRef('tm.thread_id', '=', 't.id')
        .where('tm.user_id', '=', values.userId)
        .as('read_position'),
      eb.selectFrom('data_versions').select('version').where('name', '=', 'people').as('people'),
    ]),
);

export interface ThreadCheck {
  /** The viewer's read position and the thread's last: the first page marks it read only when they differ. */
  readPosition: number;
  lastPosition: number;
  /** What every cached page of the thread is valid for: its last position, its content and people versions. */
  version: string;
}

/**
 * The thread as `memberThread` checks it (404 for no thread, 403 for a viewer who is not a member), with the
 * versions a cached page is compared with, in one statement instead of three.
 */
export async function checkThread(db: Db, threadId: string, userId: string): Promise<ThreadCheck> {
  const [row] = await threadCheck.execute(db, { threadId, userId });
  if (!row) throw messageTexts.error(404, 'threadNotFound');
  if (row.read_position === null || row.read_position === undefined) throw messageTexts.error(403, 'notThreadMember');
  return {
    readPosition: Number(row.read_position),
    lastPosition: Number(row.last_position),
    version: `${row.last_position}:${row.content_version}:${row.people}`,
  };
}

export interface CachedPage {
  data: Buffer;
  total: number;
}

export interface ConversationCache {
  /**
   * A page of the thread as the route serialises it (UTF-8 bytes of the `data` array, and the total): kept while
   * the thread's version stands, else loaded, serialised and kept. `key` names the page (its query).
   */
  page(threadId: string, key: string, version: string, load: () => Promise<CachedPage>): Promise<CachedPage>;
}

/**
 * Conversation pages, kept per server and checked on every read against versions that database triggers raise in
 * the writing transaction (migration 0027) and read in the membership check's statement: a write from any server,
 * or from outside the API, is seen on the next read. A page holds nothing of the viewer (reactions list people, not
 * "mine"), so members share it; the membership is checked before every answer.
 */
export function createConversationCache(maxBytes = CONVERSATION_CACHE_BYTES): ConversationCache {
  const kept = createKeptAnswers<CachedPage>(maxBytes);
  return {
    async page(threadId, pageKey, version, load) {
      return (await kept.read(`${threadId}\n${pageKey}`, version, load))!;
    },
  };
}
