import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

// Forward-only. chat_list_versions: a number per member that triggers raise in the writing transaction of the rare
// writes that change the member's inbox or teams list (modules/messages/chatListCache.ts, issue 25):
// - a thread membership of theirs added or removed (a group joined or left, a group deleted: its members go by the
//   foreign key's cascade, a team chat joined), and in a direct thread every member's (the contact it shows);
// - a thread's name or logo, or its team, changed: every member of the thread;
// - a team's name, logo or creation date, its roster (added, removed, a role changed) or its chat thread created or
//   deleted: every member of the team (the list shows the coach and the members).
// The frequent writes (a new message, an edit or delete, a read marker) raise nothing here: the cache's check sums the
// threads' `last_position` and `content_version` and the member's read positions over their memberships, so a send
// costs no fan-out to the members of a big team thread. People's names and pictures are the `people` data version
// (0027).

/** Raise the version of the member `userId` (an SQL expression), creating their row at 1. */
const bumpUser = (userId: string) =>
  sql`insert into chat_list_versions (user_id, version) values (${sql.raw(userId)}, 1)
    on conflict (user_id) do update set version = chat_list_versions.version + 1`;

/** Raise the versions of the members of the thread `threadId`, only when it is a direct thread when `onlySingle`. */
const bumpThreadMembers = (threadId: string, onlySingle = false) =>
  sql`insert into chat_list_versions (user_id, version)
    select user_id, 1 from thread_members where thread_id = ${sql.raw(threadId)}
    ${onlySingle ? sql.raw(`and exists (select 1 from message_threads where id = ${threadId} and type = 'Single')`) : sql``}
    on conflict (user_id) do update set version = chat_list_versions.version + 1`;

/** Raise the versions of the members of the team `teamId`. */
const bumpTeamMembers = (teamId: string) =>
  sql`insert into chat_list_versions (user_id, version)
    select user_id, 1 from team_members where team_id = ${sql.raw(teamId)}
    on conflict (user_id) do update set version = chat_list_versions.version + 1`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_list_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`create function bump_thread_member_list_version() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${bumpUser('old.user_id')}; ${bumpThreadMembers('old.thread_id', true)}; end if;
        if tg_op <> 'DELETE' then ${bumpUser('new.user_id')}; ${bumpThreadMembers('new.thread_id', true)}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger thread_members_list_version after insert or delete or update of user_id, thread_id
      on thread_members for each row execute function bump_thread_member_list_version()`.execute(db);

    await sql`create function bump_team_member_list_version() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${bumpUser('old.user_id')}; ${bumpTeamMembers('old.team_id')}; end if;
        if tg_op <> 'DELETE' then ${bumpTeamMembers('new.team_id')}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger team_members_list_version after insert or delete or update on team_members
      for each row execute function bump_team_member_list_version()`.execute(db);

    await sql`create function bump_team_list_version() returns trigger language plpgsql as $$
      begin ${bumpTeamMembers('new.id')}; return null; end $$`.execute(db);
    await sql`create trigger teams_list_version after update of name, logo, created_at on teams
      for each row when (old.name is distinct from new.name or old.logo is distinct from new.logo
        or old.created_at is distinct from new.created_at)
      execute function bump_team_list_version()`.execute(db);

    await sql`create function bump_thread_list_version() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then ${bumpThreadMembers('new.id')}; end if;
        if tg_op <> 'INSERT' and old.team_id is not null then ${bumpTeamMembers('old.team_id')}; end if;
        if tg_op <> 'DELETE' and new.team_id is not null then ${bumpTeamMembers('new.team_id')}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger message_threads_list_version_update after update of name, logo, team_id
      on message_threads for each row when (old.name is distinct from new.name or old.logo is distinct from new.logo
        or old.team_id is distinct from new.team_id)
      execute function bump_thread_list_version()`.execute(db);
    await sql`create trigger message_threads_list_version after insert or delete on message_threads
      for each row execute function bump_thread_list_version()`.execute(db);
    return;
  }
  await sql`create trigger thread_members_list_version_insert after insert on thread_members
    begin ${bumpUser('new.user_id')}; ${bumpThreadMembers('new.thread_id', true)}; end`.execute(db);
  await sql`create trigger thread_members_list_version_delete after delete on thread_members
    begin ${bumpUser('old.user_id')}; ${bumpThreadMembers('old.thread_id', true)}; end`.execute(db);
  await sql`create trigger thread_members_list_version_update after update of user_id, thread_id on thread_members
    begin
      ${bumpUser('old.user_id')}; ${bumpThreadMembers('old.thread_id', true)};
      ${bumpUser('new.user_id')}; ${bumpThreadMembers('new.thread_id', true)};
    end`.execute(db);

  await sql`create trigger team_members_list_version_insert after insert on team_members
    begin ${bumpTeamMembers('new.team_id')}; end`.execute(db);
  await sql`create trigger team_members_list_version_delete after delete on team_members
    begin ${bumpUser('old.user_id')}; ${bumpTeamMembers('old.team_id')}; end`.execute(db);
  await sql`create trigger team_members_list_version_update after update on team_members
    begin ${bumpUser('old.user_id')}; ${bumpTeamMembers('old.team_id')}; ${bumpTeamMembers('new.team_id')}; end`.execute(
    db,
  );

  await sql`create trigger teams_list_version after update of name, logo, created_at on teams
    when old.name is not new.name or old.logo is not new.logo or old.created_at is not new.created_at
    begin ${bumpTeamMembers('new.id')}; end`.execute(db);

  await sql`create trigger message_threads_list_version_update after update of name, logo, team_id on message_threads
    when old.name is not new.name or old.logo is not new.logo or old.team_id is not new.team_id
    begin
      ${bumpThreadMembers('new.id')};
      ${bumpTeamMembers('old.team_id')};
      ${bumpTeamMembers('new.team_id')};
    end`.execute(db);
  await sql`create trigger message_threads_list_version_insert after insert on message_threads
    when new.team_id is not null begin ${bumpTeamMembers('new.team_id')}; end`.execute(db);
  await sql`create trigger message_threads_list_version_delete after delete on message_threads
    when old.team_id is not null begin ${bumpTeamMembers('old.team_id')}; end`.execute(db);
}
