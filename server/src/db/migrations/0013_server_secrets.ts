import type { Kysely } from 'kysely';

// Forward-only. Secrets every server on the database must agree on (the login tokens' signing key when
// TOKEN_SECRET is not set), written once by whichever instance starts first (auth/sharedTokenSecret.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
