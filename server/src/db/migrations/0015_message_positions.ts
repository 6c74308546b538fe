import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

// Forward-only. A chat that never loses or doubles a message:
// - `messages.position`: the message's place in its thread, 1, 2, 3... given in commit order. A database trigger
//   takes the next number from `message_threads.last_position` under the thread row's lock, in the inserting
//   transaction, so every writer (the API, the seed, tests) gets one and a reader catching up "after position n"
//   can never skip a message that committed later with a smaller id (PostgreSQL takes ids before commit).
// - `messages.client_id`: the id the sender's app gave the message; unique per sender, so a retried send finds the
//   stored message instead of storing it twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('client_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('position', 'integer').execute();
  await db.schema
    .alterTable('message_threads')
    .addColumn('last_position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await sql`update messages set position = r.n
    from (select id, row_number() over (partition by thread_id order by created_at, id) as n from messages) as r
    where r.id = messages.id`.execute(db);
  await sql`update message_threads set last_position =
    coalesce((select max(position) from messages where messages.thread_id = message_threads.id), 0)`.execute(db);

  await db.schema
    .createIndex('messages_thread_position_unique')
    .on('messages')
    .columns(['thread_id', 'position'])
    .unique()
    .execute();
  await db.schema
    .createIndex('messages_sender_client_unique')
    .on('messages')
    .columns(['sender_id', 'client_id'])
    .unique()
    .execute();

  if (dialectOf(db) === 'postgres') {
    // The update takes the thread row's lock until commit: a second sender waits, then numbers after the first.
    await sql`create function number_thread_message() returns trigger language plpgsql as $$
      begin
        update message_threads set last_position = last_position + 1 where id = new.thread_id
          returning last_position into new.position;
        return new;
      end $$`.execute(db);
    await sql`create trigger messages_position before insert on messages
      for each row execute function number_thread_message()`.execute(db);
    return;
  }
  // SQLite has one writer at a time; its triggers cannot assign to new, so the row is numbered right after.
  await sql`create trigger messages_position after insert on messages
    begin
      update message_threads set last_position = last_position + 1 where id = new.thread_id;
      update messages set position = (select last_position from message_threads where id = new.thread_id)
        where rowid = new.rowid;
    end`.execute(db);
}
