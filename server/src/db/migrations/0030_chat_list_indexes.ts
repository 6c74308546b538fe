import type { Kysely } from 'kysely';

// Forward-only. The inbox and teams lists (modules/messages/inbox.ts, teams.ts) count each thread's unread messages
// as the messages after the viewer's read position not sent by the viewer: with the sender in the index the count
// reads the index alone instead of every message row after the marker (issue 25, `npm run bench -- api-chat`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('messages_thread_position_sender_idx')
    .on('messages')
    .columns(['thread_id', 'position', 'sender_id'])
    .execute();
}
