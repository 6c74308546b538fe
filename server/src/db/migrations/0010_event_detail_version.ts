import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

/** Tables any of whose writes can change an event's detail (data-version bookkeeping, as in 0009). */
const DETAIL_TABLES = ['events', 'event_images', 'event_documents', 'event_transactions', 'specialities', 'categories'];
/** What the detail shows of a user: the association's name and picture, the buyers' names and pictures. */
const SHOWN_USER_COLUMNS = ['first_name', 'last_name', 'picture'];

// Forward-only. The version of every event's detail (what all members see; favourites are read per request),
// bumped in the transaction of any write that can change one: the event itself (ticket counters included), its
// pictures and documents, ticket purchases (the buyers), its speciality, category and association, a buyer's name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into data_versions (name, version) values ('event_details', 0)`.execute(db);
  const bump = sql`update data_versions set version = version + 1 where name = 'event_details'`;
  const userColumns = sql.join(SHOWN_USER_COLUMNS.map((column) => sql.id(column)));

  if (dialectOf(db) === 'postgres') {
    await sql`create function bump_event_details_version() returns trigger language plpgsql as $$
      begin ${bump}; return null; end $$`.execute(db);
    for (const table of DETAIL_TABLES) {
      await sql`create trigger ${sql.id(`${table}_detail_version`)} after insert or update or delete on ${sql.id(table)}
        for each statement execute function bump_event_details_version()`.execute(db);
    }
    await sql`create trigger users_detail_version after update of ${userColumns} or delete on users
      for each statement execute function bump_event_details_version()`.execute(db);
    return;
  }
  for (const table of DETAIL_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_detail_version_${event}`)} after ${sql.raw(event)} on ${sql.id(table)}
        begin ${bump}; end`.execute(db);
    }
  }
  await sql`create trigger users_detail_version_update after update of ${userColumns} on users begin ${bump}; end`.execute(
    db,
  );
  await sql`create trigger users_detail_version_delete after delete on users begin ${bump}; end`.execute(db);
}
