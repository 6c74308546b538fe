import type { Kysely } from 'kysely';

// Forward-only. The events page by date reads three index ranges (modules/events/eventList.ts): running events
// through events_ends_at_idx (0006), future ones through (starts_at, id) ascending and ended ones through
// (starts_at desc, id) so neither sorts its rows; ends_at rides along so skipping rows for an offset stays
// inside the index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_starts_at_id_idx').execute();
  await db.schema.createIndex('events_future_idx').on('events').columns(['starts_at', 'id', 'ends_at']).execute();
  await db.schema.createIndex('events_ended_idx').on('events').columns(['starts_at desc', 'id', 'ends_at']).execute();
}
