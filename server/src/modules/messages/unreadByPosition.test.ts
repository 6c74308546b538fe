import { multipartPayload } from '../../storage/testing/multipartPayload';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertMessages, insertTeam, person, type Person } from './testing/chatFixtures';

// Issue 25: an unread count is the number of messages of others after the member's read position (positions follow
// commit order), never a comparison of times, which tie or commit out of order.

let t: TestApp;
let mario: Person;
let giulia: Person;
let luca: Person;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '10000' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  luca = await person(t, 'Luca', 'Verdi');
});

afterAll(() => t.close());

const sendToTeam = (who: Person, teamId: string, text: string) => {
  const { payload, headers } = multipartPayload({ teamId, text });
  return t.api({
    method: 'POST',
    url: '/api/user/team/message/send',
    payload,
    headers: { ...who.headers, ...headers },
  });
};
const unreadOf = async (who: Person, threadId: string) => {
  const summary = (await t.api({ url: '/api/user/message/unread', headers: who.headers })).json().data as {
    total: number;
    threads: { threadId: string; unread: number }[];
  };
  return summary.threads.find((line) => line.threadId === threadId)?.unread ?? 0;
};
const teamUnread = async (who: Person, teamId: string) =>
  (
    (await t.api({ url: '/api/user/teams', headers: who.headers })).json().data as { _id: string; unread: number }[]
  ).find((team) => team._id === teamId)?.unread;
const markRead = (who: Person, threadId: string) =>
  t.api({ method: 'PUT', url: `/api/user/message/thread/${threadId}/read`, headers: who.headers });
const readPosition = async (who: Person, threadId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('thread_members')
        .select('last_read_position')
        .where('thread_id', '=', threadId)
        .where('user_id', '=', who.id)
        .executeTakeFirstOrThrow()
    ).last_read_position,
  );
const othersAfter = async (who: Person, threadId: string, position: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('thread_id', '=', threadId)
        .where('sender_id', '!=', who.id)
        .where('position', '>', position)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('unread counts by position', () => {
  it('counts a message stored with the same time as the last one read (times tie), in the inbox and the teams', async () => {
    const { teamId, threadId } = await insertTeam(t.database.db, 'Stessa ora', mario.id, [giulia.id]);
    const at = Date.now() - 60_000;
    await insertMessages(t.database.db, threadId, [mario.id], 2, at);
    expect(await unreadOf(giulia, threadId)).toBe(2);
    expect((await markRead(giulia, threadId)).statusCode).toBe(200);
    expect(await unreadOf(giulia, threadId)).toBe(0);

    // Committed after the read, with a time no later than the last one read.
    await insertMessages(t.database.db, threadId, [mario.id], 1, at);
    expect(await unreadOf(giulia, threadId)).toBe(1);
    expect(await teamUnread(giulia, teamId)).toBe(1);
    expect(await readPosition(giulia, threadId)).toBe(2);
  });

  it('stays exact while members send concurrently and one of them reads in between', async () => {
    const { teamId, threadId } = await insertTeam(t.database.db, 'Di corsa', mario.id, [giulia.id, luca.id]);
    const burst = (who: Person, n: number) =>
      Array.from({ length: n }, (_, index) => sendToTeam(who, teamId, `${who.id.slice(-4)} ${index}`));
    const results = await Promise.all([...burst(mario, 12), ...burst(giulia, 12), markRead(luca, threadId)]);
    expect(results.map((response) => response.statusCode).filter((code) => code !== 201 && code !== 200)).toEqual([]);

    // Luca read somewhere in the middle: what is after his read position is unread, nothing more, nothing less.
    const lucaRead = await readPosition(luca, threadId);
    expect(await unreadOf(luca, threadId)).toBe(await othersAfter(luca, threadId, lucaRead));
    // A sender has read up to their own last message: only the other's later messages are unread.
    for (const sender of [mario, giulia]) {
      const position = await readPosition(sender, threadId);
      expect(await unreadOf(sender, threadId)).toBe(await othersAfter(sender, threadId, position));
    }
    expect((await markRead(luca, threadId)).statusCode).toBe(200);
    expect(await unreadOf(luca, threadId)).toBe(0);
    expect(await readPosition(luca, threadId)).toBe(24);
    // Reading again with nothing new leaves the marker where it is.
    expect((await markRead(luca, threadId)).json().data).toMatchObject({ unread: 0 });
    expect(await readPosition(luca, threadId)).toBe(24);
  });

  it('a member added to a group later has not read what was said before, and those messages are not unread', async () => {
    const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
      const { payload, headers } = multipartPayload(fields);
      return t.api({ method, url, payload, headers: { ...mario.headers, ...headers } });
    };
    const group = (
      await form('POST', '/api/user/group', { name: 'Più tardi', members: JSON.stringify([giulia.id]) })
    ).json().data;
    for (const text of ['uno', 'due', 'tre'])
      expect(
        (await form('POST', '/api/user/send/message/in/group', { messageThreadId: group._id, text })).statusCode,
      ).toBe(201);
    expect(await unreadOf(giulia, group._id)).toBe(3);
    await form('PUT', `/api/user/group/${group._id}`, { members: JSON.stringify([giulia.id, luca.id]) });
    expect(await unreadOf(luca, group._id)).toBe(0);
    await form('POST', '/api/user/send/message/in/group', { messageThreadId: group._id, text: 'benvenuto' });
    expect(await unreadOf(luca, group._id)).toBe(1);
  });
});
