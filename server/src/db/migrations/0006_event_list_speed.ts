import type { Kysely } from 'kysely';

// Forward-only. The events page reads upcoming and ended events as two index ranges (ends_at, then starts_at
// with the id tie-break) instead of sorting the table by a CASE; the card's plain-text excerpt is stored when the
// description is written instead of being derived from the HTML on every list request (null: derive it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('description_text', 'text').execute();
  await db.schema.createIndex('events_ends_at_idx').on('events').columns(['ends_at', 'starts_at']).execute();
  await db.schema.createIndex('events_starts_at_id_idx').on('events').columns(['starts_at', 'id']).execute();
  await db.schema.dropIndex('events_starts_at_idx').execute();

  const typed = db as unknown as Kysely<{
    events: { id: string; description_html: string; description_text: string | null };
  }>;
  const rows = await typed.selectFrom('events').select(['id', 'description_html']).execute();
  for (const row of rows) {
    await typed
      .updateTable('events')
      .set({ description_text: cardDescription(row.description_html) })
      .where('id', '=', row.id)
      .execute();
  }
}

// Frozen copy of modules/events/htmlText.ts as it was when this migration was written: migrations import no live code.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const CARD_DESCRIPTION_LENGTH = 280;

function cardDescription(html: string): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower in ENTITIES) return ENTITIES[lower];
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= CARD_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, CARD_DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > CARD_DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
