import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIsoRequired } from '../../db/mapping';
import { preparedQuery } from '../../db/preparedQuery';
import type { Contact, Team } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { PERSON_COLUMNS, toContact, type PersonRow } from './people';

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

interface TeamRow {
  id: string;
  name: string;
  logo: string | null;
  created_at: string | Date;
  thread_id: string | null;
  unread: number | string | null;
}

/**
 * The viewer's teams with their thread and the viewer's unread count in it (none when the viewer has no thread
 * membership yet). Driven from the viewer's memberships: SQLite keeps a cross join's order, so it reads the viewer's
 * team_members rows by user and each team by id instead of scanning every team (a member is in a team once).
 */
function teamColumns(db: Db, userId: string) {
  return db
    .selectFrom('team_members as mine')
    .crossJoin('teams as t')
    .whereRef('t.id', '=', 'mine.team_id')
    .where('mine.user_id', '=', userId)
    .leftJoin('message_threads as mt', 'mt.team_id', 't.id')
    .select((eb) => [
      't.id',
      't.name',
      't.logo',
      't.created_at',
      'mt.id as thread_id',
      eb
        .selectFrom('messages as m')
        .innerJoin('thread_members as tm', 'tm.thread_id', 'm.thread_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.thread_id', '=', 'mt.id')
        .where('tm.user_id', '=', userId)
        .where('m.sender_id', '!=', userId)
        .whereRef('m.position', '>', 'tm.last_read_position')
        .as('unread'),
    ]);
}

/**
 * A page of the viewer's teams with their thread and unread count, and the count of all the viewer's teams (a
 * window count over the page's query), in one statement.
 */
const teamsPage = preparedQuery<
  { userId: string; offset: number; limit: number },
  TeamRow & { total: number | string }
>((db, values) =>
  teamColumns(db, values.userId)
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('t.name')
    .orderBy('t.id')
    .offset(values.offset)
    .limit(values.limit),
);

const teamsCount = preparedQuery<{ userId: string }, { n: number | string }>((db, values) =>
  teamsOf(db, values.userId).select((eb) => eb.fn.countAll<number>().as('n')),
);

/** The rosters of the teams (`shape`: how many), by name. */
const rosters = preparedQuery<Record<string, string>, PersonRow & { team_id: string; role: string }>(
  (db, values, shape) =>
    db
      .selectFrom('team_members as tm')
      .innerJoin('users as u', 'u.id', 'tm.user_id')
      .select(['tm.team_id', 'tm.role', ...PERSON_COLUMNS])
      .where(
        'tm.team_id',
        'in',
        Array.from({ length: Number(shape) }, (_, index) => values[`team${index}`]),
      )
      .orderBy('u.first_name')
      .orderBy('u.last_name'),
);

async function teamCards(db: Db, teams: readonly TeamRow[]): Promise<Team[]> {
  if (teams.length === 0) return [];
  const people = await rosters.execute(
    db,
    Object.fromEntries(teams.map((team, index) => [`team${index}`, team.id])),
    String(teams.length),
  );
  return teams.map((team) => {
    const roster = people.filter((person) => person.team_id === team.id);
    const coach = roster.find((person) => person.role === 'coach');
    const members: Contact[] = roster.filter((person) => person.role === 'member').map(toContact);
    return {
      _id: team.id,
      name: team.name,
      logo: team.logo,
      created_at: toIsoRequired(team.created_at),
      coach: coach ? toContact(coach) : null,
      members,
      messageThread: team.thread_id ?? '',
      unread: Number(team.unread),
    };
  });
}

/** SPEC "teams": the teams the user coaches or plays in, by name. */
export async function listTeams(db: Db, userId: string, page: { offset: number; limit: number }) {
  const rows = await teamsPage.execute(db, { userId, ...page });
  // A page past the end has no row to carry the window count.
  const total = rows.length > 0 ? Number(rows[0].total) : Number((await teamsCount.execute(db, { userId }))[0].n);
  return { items: await teamCards(db, rows), total };
}

/** The team and its chat thread, for one of its members; 404 / 403 otherwise. */
export async function memberTeam(db: Db, teamId: string, userId: string): Promise<Team> {
  const exists = await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst();
  if (!exists) throw messageTexts.error(404, 'teamNotFound');
  const mine = await teamsOf(db, userId).select('t.id').where('t.id', '=', teamId).executeTakeFirst();
  if (!mine) throw messageTexts.error(403, 'notTeamMember');
  const row = await teamColumns(db, userId).where('t.id', '=', teamId).executeTakeFirstOrThrow();
  const [team] = await teamCards(db, [row]);
  if (!team.messageThread) throw messageTexts.error(404, 'threadNotFound');
  return team;
}
