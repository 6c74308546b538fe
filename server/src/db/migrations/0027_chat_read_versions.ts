import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

// Forward-only. What a cached conversation page (modules/messages/conversationCache.ts) is checked against on every
// read, in the statement that also checks the membership:
// - message_threads.content_version: raised in the writing transaction by any update or delete of one of the thread's
//   messages (edit, delete, the `changed_at` a reaction sets) and any write to their reactions. A new message moves
//   `last_position` (0015), which the check reads too, so inserts need no bump; nor does the numbering update that
//   follows an insert on SQLite (its position was null).
// - the `people` data version: raised when a member's name or picture changes (a sender and a reacting person show
//   them in every thread they wrote or reacted in).

const bumpThread = (threadId: string) =>
  sql`update message_threads set content_version = content_version + 1 where id = ${sql.raw(threadId)}`;
const bumpMessageThread = (messageId: string) => bumpThread(`(select thread_id from messages where id = ${messageId})`);
const bumpPeople = sql`update data_versions set version = version + 1 where name = 'people'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('message_threads')
    .addColumn('content_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into data_versions (name, version) values ('people', 0)`.execute(db);

  if (dialectOf(db) === 'postgres') {
    await sql`create function bump_thread_content_version() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${bumpThread('old.thread_id')}; end if;
        if tg_op = 'UPDATE' and new.thread_id <> old.thread_id then ${bumpThread('new.thread_id')}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger messages_content_version after update or delete on messages
      for each row execute function bump_thread_content_version()`.execute(db);
    await sql`create function bump_reaction_thread_version() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${bumpMessageThread('old.message_id')}; end if;
        if tg_op <> 'DELETE' then ${bumpMessageThread('new.message_id')}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger message_reactions_content_version after insert or update or delete on message_reactions
      for each row execute function bump_reaction_thread_version()`.execute(db);
    await sql`create function bump_people_version() returns trigger language plpgsql as $$
      begin ${bumpPeople}; return null; end $$`.execute(db);
    await sql`create trigger users_people_version after update of first_name, last_name, picture on users
      for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from
        new.last_name or old.picture is distinct from new.picture)
      execute function bump_people_version()`.execute(db);
    return;
  }
  await sql`create trigger messages_content_version_update after update on messages
    when old.position is not null
    begin ${bumpThread('old.thread_id')}; ${bumpThread('new.thread_id')}; end`.execute(db);
  await sql`create trigger messages_content_version_delete after delete on messages
    begin ${bumpThread('old.thread_id')}; end`.execute(db);
  for (const [event, row] of [
    ['insert', 'new'],
    ['delete', 'old'],
    ['update', 'new'],
  ] as const) {
    await sql`create trigger ${sql.id(`message_reactions_content_version_${event}`)} after ${sql.raw(event)}
      on message_reactions begin ${bumpMessageThread(`${row}.message_id`)}; end`.execute(db);
  }
  await sql`create trigger users_people_version after update of first_name, last_name, picture on users
    when old.first_name is not new.first_name or old.last_name is not new.last_name or old.picture is not new.picture
    begin ${bumpPeople}; end`.execute(db);
}
