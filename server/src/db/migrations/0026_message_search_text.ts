import type { Kysely } from 'kysely';

// Forward-only. Search in a conversation (issue 25): `messages.search_text` is the message's text folded for a
// case- and accent-insensitive "contains" (lower-cased, accents taken off: "Perché" is found by "perche"), written by
// the app with the text (send, edit; cleared by a delete), since SQLite has no accent folding of its own. A search
// walks the thread's messages by `messages_thread_position_unique` (migration 0015), newest first.

/** The frozen copy of db/textSearch.ts's searchFold (migrations import no live code). */
function folded(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('search_text', 'text').execute();
  const messages = db as unknown as Kysely<{
    messages: { id: string; text: string | null; search_text: string | null };
  }>;
  let after = '';
  for (;;) {
    const rows = await messages
      .selectFrom('messages')
      .select(['id', 'text'])
      .where('id', '>', after)
      .where('text', 'is not', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows)
      await messages
        .updateTable('messages')
        .set({ search_text: folded(row.text ?? '') })
        .where('id', '=', row.id)
        .execute();
    after = rows[rows.length - 1].id;
  }
}
