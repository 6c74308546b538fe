import type { Kysely } from 'kysely';
import { cardDescription } from '../../modules/events/htmlText';

// Forward-only. The events page reads upcoming and ended events as two index ranges (ends_at, then starts_at
// with the id tie-break) instead of sorting the table by a CASE; the card's plain-text excerpt is stored when the
// description is written instead of being derived from the HTML on every list request (null: derive it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('description_text', 'text').execute();
  await db.schema.createIndex('events_ends_at_idx').on('events').columns(['ends_at', 'starts_at']).execute();
  await db.schema.createIndex('events_starts_at_id_idx').on('events').columns(['starts_at', 'id']).execute();
  await db.schema.dropIndex('events_starts_at_idx').execute();

  const typed = db as unknown as Kysely<{ events: { id: string; description_html: string; description_text: string | null } }>;
  const rows = await typed.selectFrom('events').select(['id', 'description_html']).execute();
  for (const row of rows) {
    await typed
      .updateTable('events')
      .set({ description_text: cardDescription(row.description_html) })
      .where('id', '=', row.id)
      .execute();
  }
}
