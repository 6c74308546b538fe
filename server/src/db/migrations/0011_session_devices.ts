import { sql, type Kysely } from 'kysely';
import { columnKit } from './columns';

// Forward-only. What the sessions list shows ("where you are logged in"): when each session was last used and a
// short device label made from the User-Agent at login (the raw User-Agent is not kept). `created_at` exists since
// 0008. SQLite cannot add a column with a non-constant default, so existing rows are filled from `created_at`.
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  await db.schema.alterTable('sessions').addColumn('last_seen_at', k.instant).execute();
  await db.schema.alterTable('sessions').addColumn('device', 'text').execute();
  await sql`update sessions set last_seen_at = created_at`.execute(db);
}
