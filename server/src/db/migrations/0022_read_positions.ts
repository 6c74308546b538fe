import { sql, type Kysely } from 'kysely';

// Forward-only. Unread counts by position, not by time: `thread_members.last_read_position` is the position
// (migration 0015) of the latest message the member has read; unread = messages of others with a greater position.
// Times can tie or arrive out of commit order (PostgreSQL takes them before commit); positions follow commit order.
// Existing members start at the latest message sent at or before the time they last read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('thread_members')
    .addColumn('last_read_position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update thread_members set last_read_position = coalesce((
      select max(m.position) from messages m
      where m.thread_id = thread_members.thread_id
        and thread_members.last_read_at is not null
        and m.created_at <= thread_members.last_read_at
    ), 0)`.execute(db);
}
