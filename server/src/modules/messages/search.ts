import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIsoRequired } from '../../db/mapping';
import { containsPattern, searchFold } from '../../db/textSearch';
import { PERSON_COLUMNS, toContact } from './people';
import type { MessageSearchHit } from './search.schemas';

export interface SearchPage {
  offset: number;
  limit: number;
}

/**
 * The thread's messages whose text contains `query` (any case, accents ignored; `%`, `_` and `\` taken literally),
 * deleted ones never, newest first, with the count of all of them. The caller has checked membership.
 */
export async function searchThread(
  db: Db,
  threadId: string,
  query: string,
  page: SearchPage,
): Promise<{ hits: MessageSearchHit[]; total: number }> {
  const pattern = containsPattern(searchFold(query));
  // A message stored without its folded text (written outside the app) is still found by its lower-cased text.
  const matches = sql<boolean>`coalesce(m.search_text, lower(m.text)) like ${pattern} escape '\\'`;
  const base = db
    .selectFrom('messages as m')
    .where('m.thread_id', '=', threadId)
    .where('m.deleted_at', 'is', null)
    .where('m.text', 'is not', null)
    .where(matches);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 'm.sender_id')
      .select(['m.id as message_id', 'm.position', 'm.created_at', 'm.text', ...PERSON_COLUMNS])
      .orderBy('m.position', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    hits: rows.map((row) => ({
      _id: row.message_id,
      position: Number(row.position),
      sender: toContact(row),
      created_at: toIsoRequired(row.created_at),
      text: row.text ?? '',
    })),
    total: Number(count.n),
  };
}
