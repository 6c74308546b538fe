import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';
import { columnKit } from './columns';

/** What a calendar entry shows of an event: a change to any of them raises the entry's SEQUENCE. */
const CALENDAR_EVENT_COLUMNS = [
  'name',
  'address',
  'start_date',
  'end_date',
  'start_time',
  'end_time',
  'description_html',
];

// Forward-only. The members' calendar feeds (modules/calendar): one secret per member, kept only as a salt the
// server's key turns into the URL's token and as the token's sha256 (what a request is looked up by). And a
// counter per event that triggers raise in the writing transaction whenever what a calendar entry shows changes
// (ticket sales, which write the counters and updated_at, leave it alone): the entry's SEQUENCE.
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('it')
        .check(sql`language in ('it', 'en')`),
    )
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();

  await db.schema
    .alterTable('events')
    .addColumn('calendar_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const changed = sql.join(
    CALENDAR_EVENT_COLUMNS.map((column) => sql`old.${sql.id(column)} is distinct from new.${sql.id(column)}`),
    sql` or `,
  );
  if (dialectOf(db) === 'postgres') {
    await sql`create function raise_event_calendar_sequence() returns trigger language plpgsql as $$
      begin
        if ${changed} then new.calendar_sequence := old.calendar_sequence + 1; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger events_calendar_sequence before update on events
      for each row execute function raise_event_calendar_sequence()`.execute(db);
    return;
  }
  // SQLite spells "is distinct from" as "is not"; its triggers cannot assign to new, so the row is updated again
  // (recursive triggers are off: this update does not fire the trigger a second time).
  const changedSqlite = sql.join(
    CALENDAR_EVENT_COLUMNS.map((column) => sql`old.${sql.id(column)} is not new.${sql.id(column)}`),
    sql` or `,
  );
  await sql`create trigger events_calendar_sequence after update of ${sql.join(CALENDAR_EVENT_COLUMNS.map((c) => sql.id(c)))} on events
    when ${changedSqlite}
    begin update events set calendar_sequence = calendar_sequence + 1 where id = new.id; end`.execute(db);
}
