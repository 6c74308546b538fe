import type { Kysely } from 'kysely';
import { columnKit } from './columns';

// Forward-only. Server-side sessions (a token names its row; logout and password changes delete rows) and the
// attempt counters of login/recovery throttles and rate limits, shared by every server on the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  const s = db.schema;

  await s
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('expires_at', k.instant, (c) => c.notNull())
    .execute();
  await s.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await s
    .createTable('throttle_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // Epoch milliseconds when the window ends.
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
}
