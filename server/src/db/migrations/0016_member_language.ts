import { sql, type Kysely } from 'kysely';

// Forward-only. The language a member last chose (the SPA's `lang` cookie at login, or a switch while logged in),
// so mails to them go out in it whoever triggered them. Null until the member chooses: mails use the default.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('it', 'en')`))
    .execute();
}
