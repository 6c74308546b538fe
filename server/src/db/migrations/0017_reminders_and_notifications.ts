import { sql, type Kysely } from 'kysely';
import { columnKit } from './columns';

// Forward-only. In-app notifications (the top bar's bell) and the claims of event reminders: one row per member and
// event, whose primary key lets exactly one job run (on any instance) send that member's reminder.
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  const s = db.schema;

  await s
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('eventReminder', 'waitlistOffer')`))
    .addColumn('event_id', 'text', (c) => c.references('events.id').onDelete('cascade'))
    // JSON text: what the texts need besides the event (a waiting-list offer's tickets and end).
    .addColumn('data', 'text')
    .addColumn('read_at', k.instant)
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  // Newest first per member, and the unread count.
  await s.createIndex('notifications_member').on('notifications').columns(['user_id', 'created_at']).execute();
  await sql`create index notifications_unread on notifications (user_id) where read_at is null`.execute(db);

  await s
    .createTable('event_reminders')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', k.instant, k.createdAt)
    .addPrimaryKeyConstraint('event_reminders_pk', ['event_id', 'user_id'])
    .execute();
}
