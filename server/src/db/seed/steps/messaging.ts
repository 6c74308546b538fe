import type { Insertable } from 'kysely';
import { newId } from '../../../lib/ids';
import type {
  MessagesTable,
  MessageThreadsTable,
  MessageType,
  TeamMembersTable,
  TeamsTable,
  ThreadMembersTable,
  ThreadType,
} from '../../database';
import { ago, plusMinutes } from '../calendar';
import type { SeedContext } from '../context';
import { GROUP_LINES, MARIO_GIULIA, SINGLE_LINES, TEAM_LINES } from '../data/chat';
import { galleryPicture, logo, type Motif } from '../media/pictures';
import { insertRows } from '../insertRows';
import { searchTextOf } from '../../textSearch';
import type { SeededAccounts, SeededMember } from './accounts';
import type { SeededSports } from './sports';

interface TeamSeed {
  slug: string;
  name: string;
  association: string;
  speciality: string;
  coach: string;
  members: string[];
  /** Messages in its chat; more than a page of 15 gives a team chat older messages to load on scroll. */
  history?: number;
}

/** Messages in the Bologna team's chat (Mario and Giulia are in it): four pages of 15 to scroll back through. */
export const TEAM_HISTORY_MESSAGES = 60;

// Mario is in three teams (teams page size is 2), Giulia in two; both share the first.
const TEAMS: readonly TeamSeed[] = [
  {
    slug: 'milano-calcio-amatori',
    name: 'Milano Calcio Amatori',
    association: 'milano-calcio',
    speciality: 'Calcio',
    coach: 'luca',
    members: ['mario', 'giulia', 'sara', 'davide', 'federico', 'antonio'],
  },
  {
    slug: 'roma-volley-misto',
    name: 'Roma Volley Misto',
    association: 'roma-volley',
    speciality: 'Pallavolo',
    coach: 'chiara',
    members: ['francesca', 'laura', 'sofia', 'andrea'],
  },
  {
    slug: 'torino-nuoto-master',
    name: 'Torino Nuoto Master',
    association: 'torino-nuoto',
    speciality: 'Nuoto',
    coach: 'marco',
    members: ['mario', 'alessandro', 'riccardo', 'giorgia'],
  },
  {
    slug: 'bologna-basket-senior',
    name: 'Bologna Basket Senior',
    association: 'bologna-basket',
    speciality: 'Basket',
    coach: 'stefano',
    members: ['mario', 'giulia', 'martina', 'anna'],
    history: TEAM_HISTORY_MESSAGES,
  },
];

interface Line {
  sender: SeededMember;
  text: string | null;
  picture: string | null;
}

class Conversations {
  readonly threads: Insertable<MessageThreadsTable>[] = [];
  readonly members: Insertable<ThreadMembersTable>[] = [];
  readonly messages: Insertable<MessagesTable>[] = [];

  constructor(private readonly ctx: SeedContext) {}

  /** Messages are spread over the last `overDays` days, oldest first; every member has read up to the end. */
  add(
    thread: Omit<Insertable<MessageThreadsTable>, 'id' | 'last_message_at' | 'created_at' | 'updated_at'> & {
      type: ThreadType;
    },
    people: SeededMember[],
    lines: Line[],
    overDays: number,
    unreadFor: SeededMember[] = [],
  ): string {
    const id = newId();
    const createdAt = ago(this.ctx.now, overDays + 1);
    const step = (overDays * 24 * 60) / Math.max(1, lines.length);
    let last = createdAt;
    lines.forEach((line, n) => {
      last = plusMinutes(createdAt, Math.round((n + 1) * step - this.ctx.rng.int(0, Math.floor(step / 2))));
      const type: MessageType = line.picture ? (line.text ? 'TextWithPicture' : 'Picture') : 'Text';
      this.messages.push({
        id: newId(),
        thread_id: id,
        sender_id: line.sender.id,
        message_type: type,
        text: line.text,
        search_text: searchTextOf(line.text),
        picture: line.picture,
        created_at: last,
      });
    });
    this.threads.push({ ...thread, id, last_message_at: last, created_at: createdAt, updated_at: last });
    for (const person of people) {
      const unread = unreadFor.includes(person);
      this.members.push({
        id: newId(),
        thread_id: id,
        user_id: person.id,
        last_read_at: unread ? createdAt : last,
        // The thread's messages are numbered 1..n as inserted (migration 0015's trigger).
        last_read_position: unread ? 0 : lines.length,
        created_at: createdAt,
      });
    }
    return id;
  }
}

/** Messages in the demo's longest thread (Mario and Federico). */
export const LONG_THREAD_MESSAGES = 2000;

const pairKey = (a: SeededMember, b: SeededMember) => [a.id, b.id].sort().join(':');

export async function seedMessaging(ctx: SeedContext, accounts: SeededAccounts, sports: SeededSports): Promise<void> {
  const m = (key: string) => accounts.member(key);
  const mario = m('mario');
  const giulia = m('giulia');
  const chat = new Conversations(ctx);
  const chatPicture = ctx.uploads.writePrivate('chat', 'campo-al-tramonto.png', () =>
    galleryPicture('ball', { primary: '#e65100', light: '#ffe082' }, 1),
  );

  const teams: Insertable<TeamsTable>[] = [];
  const teamMembers: Insertable<TeamMembersTable>[] = [];
  TEAMS.forEach((team, t) => {
    const speciality = sports.byTitle.get(team.speciality);
    const association = accounts.byAssociationKey.get(team.association);
    const teamId = newId();
    const logoUrl = ctx.uploads.write(`teams/${team.slug}.png`, () =>
      logo(
        (speciality?.seed.motif ?? 'ball') as Motif,
        speciality?.seed.palette ?? { primary: '#455a64', light: '#eceff1' },
        t,
      ),
    );
    const createdAt = ago(ctx.now, 120 - t * 10);
    teams.push({
      id: teamId,
      association_id: association?.id ?? null,
      speciality_id: speciality?.id ?? null,
      name: team.name,
      logo: logoUrl,
      created_at: createdAt,
    });
    const coach = m(team.coach);
    const players = team.members.map(m);
    teamMembers.push({ id: newId(), team_id: teamId, user_id: coach.id, role: 'coach', created_at: createdAt });
    players.forEach((p) =>
      teamMembers.push({ id: newId(), team_id: teamId, user_id: p.id, role: 'member', created_at: createdAt }),
    );
    const coachLines = new Set([0, 2, 3, 7, 8, 11, 13]);
    const lines = Array.from({ length: team.history ?? 8 + ((t * 2) % 7) }, (_, n) => ({
      sender: coachLines.has(n % TEAM_LINES.length) ? coach : ctx.rng.pick(players),
      text: TEAM_LINES[n % TEAM_LINES.length],
      picture: null,
    }));
    chat.add(
      {
        type: 'Team',
        name: team.name,
        logo: logoUrl,
        description: null,
        owner_id: coach.id,
        team_id: teamId,
        pair_key: null,
      },
      [coach, ...players],
      lines,
      12 + t * 3,
    );
  });

  const single = (a: SeededMember, b: SeededMember, lines: Line[], overDays: number, unreadFor: SeededMember[] = []) =>
    chat.add(
      {
        type: 'Single',
        name: null,
        logo: null,
        description: null,
        owner_id: a.id,
        team_id: null,
        pair_key: pairKey(a, b),
      },
      [a, b],
      lines,
      overDays,
      unreadFor,
    );
  const alternate = (a: SeededMember, b: SeededMember, count: number): Line[] =>
    SINGLE_LINES.slice(0, count).map((text, n) => ({ sender: n % 2 === 0 ? a : b, text, picture: null }));

  const scripted: Line[] = MARIO_GIULIA.map(([who, text, picture]) => ({
    sender: who === 'mario' ? mario : giulia,
    text: text || null,
    picture: picture ? chatPicture : null,
  }));
  scripted.splice(12, 0, { sender: giulia, text: null, picture: chatPicture });
  single(mario, giulia, scripted, 4);
  single(m('luca'), mario, alternate(m('luca'), mario, 5), 9);
  single(m('sara'), mario, alternate(m('sara'), mario, 3), 6, [mario]);
  single(mario, m('davide'), alternate(mario, m('davide'), 2), 15);
  single(giulia, m('chiara'), alternate(giulia, m('chiara'), 4), 7);
  // A long history (scrolling, paging and virtualised lists): Mario and Federico over three months.
  const pool = [...SINGLE_LINES, ...TEAM_LINES, ...GROUP_LINES];
  const federico = m('federico');
  const longChat = Array.from({ length: LONG_THREAD_MESSAGES }, (_, n) => ({
    sender: ctx.rng.chance(0.5) ? mario : federico,
    text: n === 0 ? 'Ciao Federico, apriamo una chat per gli allenamenti della stagione!' : ctx.rng.pick(pool),
    picture: null,
  }));
  single(mario, federico, longChat, 90);

  const groupLogo = (slug: string, motif: Motif, primary: string) =>
    ctx.uploads.write(`groups/${slug}.png`, () => logo(motif, { primary, light: '#ffffff' }));
  const group = (
    owner: SeededMember,
    people: SeededMember[],
    name: string,
    description: string,
    logoUrl: string,
    count: number,
    overDays: number,
    unreadFor: SeededMember[] = [],
  ) =>
    chat.add(
      { type: 'Group', name, logo: logoUrl, description, owner_id: owner.id, team_id: null, pair_key: null },
      [owner, ...people],
      GROUP_LINES.slice(0, count).map((text, n) => ({
        sender: n === 0 ? owner : ctx.rng.pick([owner, ...people]),
        text,
        picture: null,
      })),
      overDays,
      unreadFor,
    );
  group(
    mario,
    [giulia, m('luca'), m('sara'), m('davide')],
    'Corsa del mercoledì',
    'Uscite di corsa al Parco Sempione ogni mercoledì sera.',
    groupLogo('corsa-del-mercoledi', 'track', '#c62828'),
    12,
    10,
  );
  group(
    giulia,
    [mario, m('federico'), m('antonio')],
    'Calcetto del giovedì',
    'Partita a cinque il giovedì al Centro Sportivo Saini.',
    groupLogo('calcetto-del-giovedi', 'ball', '#2e7d32'),
    8,
    5,
    [mario],
  );

  await insertRows(ctx.db, 'teams', teams);
  await insertRows(ctx.db, 'team_members', teamMembers);
  await insertRows(ctx.db, 'message_threads', chat.threads);
  await insertRows(ctx.db, 'thread_members', chat.members);
  await insertRows(ctx.db, 'messages', chat.messages);
}
