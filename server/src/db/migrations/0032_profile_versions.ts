import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

// Forward-only. profile_versions: a number per member that triggers raise in the transaction of every write to what
// their profile answer shows (modules/account/profileCache.ts): the columns of their users row the profile reads,
// their favourite events (added or removed) and their gallery uploads. The favourite events' own columns are
// covered by the `events` data version (0009). Whoever writes (the API, a job, SQL by hand), the next read sees it.

const PROFILE_USER_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'mobile_prefix',
  'mobile',
  'dob',
  'fiscal_code',
  'address',
  'lat',
  'lng',
  'picture',
  'user_type',
  'is_password_changed',
];

/** Raise the version of the member `userId` (an SQL expression) holds, creating their row at 1. */
const bump = (userId: string) =>
  sql`insert into profile_versions (user_id, version) values (${sql.raw(userId)}, 1)
    on conflict (user_id) do update set version = profile_versions.version + 1`;

/** The member columns of the tables whose rows a profile lists: favourites by their member, pictures by uploader. */
const LISTED = [
  ['event_favourites', 'user_id'],
  ['event_images', 'uploaded_by'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  const columns = sql.join(PROFILE_USER_COLUMNS.map((column) => sql.id(column)));

  if (dialectOf(db) === 'postgres') {
    await sql`create function bump_profile_version_of_user() returns trigger language plpgsql as $$
      begin ${bump('new.id')}; return null; end $$`.execute(db);
    await sql`create trigger users_profile_version after update of ${columns} on users
      for each row execute function bump_profile_version_of_user()`.execute(db);
    for (const [table, member] of LISTED) {
      await sql`create function ${sql.id(`bump_profile_version_${table}`)}() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' and old.${sql.id(member)} is not null then ${bump(`old.${member}`)}; end if;
          if tg_op <> 'DELETE' and new.${sql.id(member)} is not null then ${bump(`new.${member}`)}; end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.id(`${table}_profile_version`)} after insert or update or delete on
        ${sql.id(table)} for each row execute function ${sql.id(`bump_profile_version_${table}`)}()`.execute(db);
    }
    return;
  }
  await sql`create trigger users_profile_version after update of ${columns} on users
    begin ${bump('new.id')}; end`.execute(db);
  for (const [table, member] of LISTED) {
    const name = (event: string) => sql.id(`${table}_profile_version_${event}`);
    await sql`create trigger ${name('insert')} after insert on ${sql.id(table)}
      when new.${sql.id(member)} is not null begin ${bump(`new.${member}`)}; end`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${sql.id(table)}
      when old.${sql.id(member)} is not null begin ${bump(`old.${member}`)}; end`.execute(db);
    await sql`create trigger ${name('update')} after update on ${sql.id(table)}
      begin
        insert into profile_versions (user_id, version)
          select ${sql.raw(`old.${member}`)}, 1 where ${sql.raw(`old.${member}`)} is not null
          on conflict (user_id) do update set version = profile_versions.version + 1;
        insert into profile_versions (user_id, version)
          select ${sql.raw(`new.${member}`)}, 1 where ${sql.raw(`new.${member}`)} is not null
          on conflict (user_id) do update set version = profile_versions.version + 1;
      end`.execute(db);
  }
}
