import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

/**
 * The events columns whose change can alter an events list page (what a card shows, what filters and orders it):
 * everything but the ticket counters and the row's own timestamps, which ticket sales write.
 */
const LISTED_EVENT_COLUMNS = [
  'id',
  'association_id',
  'speciality_id',
  'category_id',
  'venue_id',
  'name',
  'address',
  'lat',
  'lng',
  'start_date',
  'end_date',
  'start_time',
  'end_time',
  'starts_at',
  'ends_at',
  'cost',
  'currency_symbol',
  'description_html',
  'description_text',
  'website_url',
  'picture',
];

// Forward-only. Data-version bookkeeping: a version number per data set, bumped by triggers in the transaction of
// every write that can change it, so a reader on any server can tell whether what it read earlier is still current.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into data_versions (name, version) values ('events', 0)`.execute(db);

  const columns = sql.join(LISTED_EVENT_COLUMNS.map((column) => sql.id(column)));
  const bump = sql`update data_versions set version = version + 1 where name = 'events'`;
  if (dialectOf(db) === 'postgres') {
    await sql`create function bump_events_version() returns trigger language plpgsql as $$
      begin ${bump}; return null; end $$`.execute(db);
    await sql`create trigger events_version after insert or delete or update of ${columns} on events
      for each statement execute function bump_events_version()`.execute(db);
    return;
  }
  await sql`create trigger events_version_insert after insert on events begin ${bump}; end`.execute(db);
  await sql`create trigger events_version_delete after delete on events begin ${bump}; end`.execute(db);
  await sql`create trigger events_version_update after update of ${columns} on events begin ${bump}; end`.execute(db);
}
