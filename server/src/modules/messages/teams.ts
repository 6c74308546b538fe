import type { Db } from '../../db/database';
import { toIsoRequired } from '../../db/mapping';
import type { Contact, Team } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { PERSON_COLUMNS, toContact } from './people';
import { unreadCounts } from './threads';

function teamsOf(db: Db, userId: string) {
  return db
    .selectFrom('teams as t')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('team_members as mine')
          .select('mine.id')
          .whereRef('mine.team_id', '=', 't.id')
          .where('mine.user_id', '=', userId),
      ),
    );
}

async function teamCards(db: Db, userId: string, teamIds: readonly string[]): Promise<Team[]> {
  if (teamIds.length === 0) return [];
  const [teams, people, threads] = await Promise.all([
    db.selectFrom('teams').select(['id', 'name', 'logo', 'created_at']).where('id', 'in', teamIds).execute(),
    db
      .selectFrom('team_members as tm')
      .innerJoin('users as u', 'u.id', 'tm.user_id')
      .select(['tm.team_id', 'tm.role', ...PERSON_COLUMNS])
      .where('tm.team_id', 'in', teamIds)
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .execute(),
    db.selectFrom('message_threads').select(['id', 'team_id']).where('team_id', 'in', teamIds).execute(),
  ]);
  const threadOf = new Map(threads.map((thread) => [thread.team_id!, thread.id]));
  const unread = await unreadCounts(
    db,
    userId,
    threads.map((thread) => thread.id),
  );
  const byId = new Map(
    teams.map((team): [string, Team] => {
      const roster = people.filter((person) => person.team_id === team.id);
      const coach = roster.find((person) => person.role === 'coach');
      const members: Contact[] = roster.filter((person) => person.role === 'member').map(toContact);
      const threadId = threadOf.get(team.id) ?? '';
      return [
        team.id,
        {
          _id: team.id,
          name: team.name,
          logo: team.logo,
          created_at: toIsoRequired(team.created_at),
          coach: coach ? toContact(coach) : null,
          members,
          messageThread: threadId,
          unread: unread.get(threadId) ?? 0,
        },
      ];
    }),
  );
  return teamIds.flatMap((id) => byId.get(id) ?? []);
}

/** SPEC "teams": the teams the user coaches or plays in, by name. */
export async function listTeams(db: Db, userId: string, page: { offset: number; limit: number }) {
  const base = teamsOf(db, userId);
  const [rows, count] = await Promise.all([
    base.select('t.id').orderBy('t.name').orderBy('t.id').offset(page.offset).limit(page.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: await teamCards(
      db,
      userId,
      rows.map((row) => row.id),
    ),
    total: Number(count.n),
  };
}

/** The team and its chat thread, for one of its members; 404 / 403 otherwise. */
export async function memberTeam(db: Db, teamId: string, userId: string): Promise<Team> {
  const exists = await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst();
  if (!exists) throw messageTexts.error(404, 'teamNotFound');
  const mine = await teamsOf(db, userId).select('t.id').where('t.id', '=', teamId).executeTakeFirst();
  if (!mine) throw messageTexts.error(403, 'notTeamMember');
  const [team] = await teamCards(db, userId, [teamId]);
  if (!team.messageThread) throw messageTexts.error(404, 'threadNotFound');
  return team;
}
