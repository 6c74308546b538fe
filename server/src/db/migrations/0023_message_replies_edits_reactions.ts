import type { Kysely } from 'kysely';
import { columnKit } from './columns';

// Forward-only. What chat members expect (issue 25): a message may quote the one it answers (`reply_to_id`, same
// thread), be edited (`edited_at`) or deleted (`deleted_at`: its text and picture are gone), and carry reactions
// (one row per member and emoji). `changed_at` is set by each of those, so a client catching up after a reconnect
// asks for the changed messages among those it holds (an index on thread and changed time keeps that cheap).
export async function up(db: Kysely<unknown>): Promise<void> {
  const kit = columnKit(db);
  await db.schema.alterTable('messages').addColumn('reply_to_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('edited_at', kit.instant).execute();
  await db.schema.alterTable('messages').addColumn('deleted_at', kit.instant).execute();
  await db.schema.alterTable('messages').addColumn('changed_at', kit.instant).execute();
  await db.schema.createIndex('messages_thread_changed').on('messages').columns(['thread_id', 'changed_at']).execute();

  await db.schema
    .createTable('message_reactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('created_at', kit.instant, kit.createdAt)
    .execute();
  await db.schema
    .createIndex('message_reactions_unique')
    .on('message_reactions')
    .columns(['message_id', 'user_id', 'emoji'])
    .unique()
    .execute();
}
