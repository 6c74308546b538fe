import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/connect';
import { nowIso } from '../../db/mapping';
import { newId } from '../../lib/ids';
import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { secondConnection } from '../../testing/testDb';
import { sendDirect } from './testing/catchUpUnderLoad';
import { insertMessages, insertTeam, person, type Person } from './testing/chatFixtures';

// Issue 25, speed: inbox and teams pages are kept per member as serialised bytes (chatListCache.ts) and checked on
// every read against a version read in one statement (migration 0031 and the threads' positions). Each test reads a
// list first, so it is cached, then changes what it shows and reads again: a stale page fails it. Writes go through
// a second server on the same database (a second SQLite connection, or a second PostgreSQL pool with DATABASE_URL),
// or as raw SQL, so only what the database holds can tell the first server's cache.

interface InboxItem {
  _id: string;
  name: string;
  logo: string | null;
  text: string;
  unread: number;
}
interface TeamItem {
  _id: string;
  name: string;
  members: { _id: string; firstName: string }[];
  coach: { _id: string; firstName: string } | null;
  messageThread: string;
  unread: number;
}

let t: TestApp;
let other: { app: FastifyInstance; handle: DatabaseHandle };
let uncached: FastifyInstance;
let mario: Person;
let giulia: Person;
let luca: Person;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000', REALTIME_HEARTBEAT: '1h' });
  const handle = await secondConnection(t.database);
  other = { app: await buildApp(t.config, { database: handle }), handle };
  // A server on the same database with the cache off: what an uncached answer is, byte for byte.
  process.env.CAMPO_SPEEDUPS_OFF = 'chatListCache';
  try {
    uncached = await buildApp(t.config, { database: handle });
  } finally {
    delete process.env.CAMPO_SPEEDUPS_OFF;
  }
});

// New people each test: every list starts empty.
beforeEach(async () => {
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  luca = await person(t, 'Luca', 'Verdi');
});

afterAll(async () => {
  await uncached.close();
  await other.app.close();
  await other.handle.close();
  await t.close();
});

const onOther = (options: InjectOptions) =>
  other.app.inject({ ...options, headers: { ...t.clientKey, ...options.headers } });
const otherForm = (method: 'POST' | 'PUT', url: string, who: Person, fields: Record<string, FormValue>) => {
  const { payload, headers } = multipartPayload(fields);
  return onOther({ method, url, payload, headers: { ...who.headers, ...headers } });
};
async function list<T>(who: Person, url: string) {
  const response = await t.api({ url, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: T[]; total: number };
}
const uncachedList = async (who: Person, url: string) =>
  (await uncached.inject({ url, headers: { ...t.clientKey, ...who.headers } })).json() as unknown;
const inbox = (who: Person, query = '') => list<InboxItem>(who, `/api/user/message/inbox${query}`);
const teams = (who: Person) => list<TeamItem>(who, '/api/user/teams');
const db = () => other.handle.db;

async function newGroup(owner: Person, name: string, members: Person[]) {
  const created = await otherForm('POST', '/api/user/group', owner, {
    name,
    members: JSON.stringify(members.map((member) => member.id)),
  });
  expect(created.statusCode).toBe(201);
  return created.json().data._id as string;
}

describe('cached inbox pages', () => {
  it('shows a new message, its order and unread count, and a read marker moved on the other server', async () => {
    const first = (await sendDirect(t, giulia, mario, 'da Giulia')).json().data.threadId as string;
    await sendDirect(t, luca, mario, 'da Luca');
    expect((await inbox(mario)).data.map((item) => item.text)).toEqual(['da Luca', 'da Giulia']);

    const { payload, headers } = multipartPayload({ reciever: mario.id, text: 'ancora Giulia' });
    const sent = await onOther({
      method: 'POST',
      url: '/api/user/send/message/in/single',
      payload,
      headers: { ...giulia.headers, ...headers },
    });
    expect(sent.statusCode).toBe(201);
    const after = await inbox(mario);
    expect(after.data.map((item) => [item.text, item.unread])).toEqual([
      ['ancora Giulia', 2],
      ['da Luca', 1],
    ]);

    const read = await onOther({
      method: 'PUT',
      url: `/api/user/message/thread/${first}/read`,
      headers: mario.headers,
    });
    expect(read.statusCode).toBe(200);
    expect((await inbox(mario)).data.map((item) => item.unread)).toEqual([0, 1]);
  });

  it("shows an edit and a delete of a thread's last message made on the other server", async () => {
    const message = (await sendDirect(t, giulia, mario, 'prima')).json().data as { _id: string };
    expect((await inbox(mario)).data[0].text).toBe('prima');
    const edit = await onOther({
      method: 'PATCH',
      url: `/api/user/messages/${message._id}`,
      headers: giulia.headers,
      payload: { text: 'corretta' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await inbox(mario)).data[0].text).toBe('corretta');
    const removed = await onOther({
      method: 'DELETE',
      url: `/api/user/messages/${message._id}`,
      headers: giulia.headers,
    });
    expect(removed.statusCode).toBe(200);
    const afterDelete = await inbox(mario);
    expect(afterDelete.data[0].text).not.toBe('corretta');
    expect(afterDelete).toEqual(await uncachedList(mario, '/api/user/message/inbox'));
  });

  it('shows a group joined, renamed, left and deleted on the other server', async () => {
    await sendDirect(t, giulia, mario, 'ciao');
    expect((await inbox(luca)).total).toBe(0);
    expect((await inbox(mario)).total).toBe(1);

    const groupId = await newGroup(mario, 'Corsa', [giulia, luca]);
    expect((await inbox(luca)).data.map((item) => item.name)).toEqual(['Corsa']);
    expect((await inbox(mario)).total).toBe(2);

    expect((await otherForm('PUT', `/api/user/group/${groupId}`, mario, { name: 'Corsa lunga' })).statusCode).toBe(200);
    expect((await inbox(luca)).data.map((item) => item.name)).toEqual(['Corsa lunga']);

    const left = await onOther({
      method: 'DELETE',
      url: `/api/user/message/delete/group/member/${groupId}/${luca.id}`,
      headers: luca.headers,
    });
    expect(left.statusCode).toBe(200);
    expect((await inbox(luca)).total).toBe(0);

    const deleted = await onOther({ method: 'DELETE', url: `/api/user/group/${groupId}`, headers: mario.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await inbox(mario)).data.map((item) => item.text)).toEqual(['ciao']);
    expect((await inbox(giulia)).total).toBe(1);
  });

  it("shows a contact's new name and picture, and messages and names written as raw SQL", async () => {
    const threadId = (await sendDirect(t, giulia, mario, 'ciao')).json().data.threadId as string;
    expect((await inbox(mario)).data[0].name).toBe('Giulia Bianchi');
    await db()
      .updateTable('users')
      .set({ first_name: 'Giuliana', picture: 'giuliana.png' })
      .where('id', '=', giulia.id)
      .execute();
    expect((await inbox(mario)).data[0]).toEqual(
      expect.objectContaining({ name: 'Giuliana Bianchi', logo: 'giuliana.png' }),
    );

    await insertMessages(db(), threadId, [giulia.id], 2);
    expect((await inbox(mario)).data[0]).toEqual(expect.objectContaining({ text: 'message 2', unread: 3 }));

    const groupId = await newGroup(mario, 'Calcetto', [luca]);
    expect((await inbox(luca)).data[0].name).toBe('Calcetto');
    await db()
      .updateTable('message_threads')
      .set({ name: 'Calcetto del lunedì', logo: 'calcetto.png' })
      .where('id', '=', groupId)
      .execute();
    expect((await inbox(luca)).data[0]).toEqual(
      expect.objectContaining({ name: 'Calcetto del lunedì', logo: 'calcetto.png' }),
    );
    await db().deleteFrom('thread_members').where('thread_id', '=', groupId).where('user_id', '=', luca.id).execute();
    expect((await inbox(luca)).total).toBe(0);
  });

  it("never answers one member another's page, and tells pages of different queries apart", async () => {
    await sendDirect(t, giulia, mario, 'uno');
    await sendDirect(t, luca, mario, 'due');
    const marios = await inbox(mario);
    expect(marios.data.map((item) => [item.name, item.unread])).toEqual([
      ['Luca Verdi', 1],
      ['Giulia Bianchi', 1],
    ]);
    // Giulia's thread with Mario is the same thread: she sees Mario, and nothing unread.
    expect((await inbox(giulia)).data.map((item) => [item.name, item.unread])).toEqual([['Mario Rossi', 0]]);
    expect((await inbox(mario, '?offset=1&limit=1')).data.map((item) => item.name)).toEqual(['Giulia Bianchi']);
    expect((await inbox(mario, '?offset=0&limit=1')).data.map((item) => item.name)).toEqual(['Luca Verdi']);
  });

  it('answers the same bytes as a server without the cache, on a miss and on a hit', async () => {
    await sendDirect(t, giulia, mario, 'Ciao "Mario" \u2013 \u00e8 l\u2019ora');
    await newGroup(mario, 'Gruppo <uno>', [giulia, luca]);
    for (const url of ['/api/user/message/inbox', '/api/user/message/inbox?offset=1&limit=1', '/api/user/teams']) {
      const plain = await uncached.inject({ url, headers: { ...t.clientKey, ...mario.headers } });
      for (let read = 0; read < 2; read++) {
        const kept = await t.api({ url, headers: mario.headers });
        expect(kept.headers['content-type']).toBe(plain.headers['content-type']);
        expect(kept.rawPayload.equals(plain.rawPayload)).toBe(true);
      }
    }
  });
});

describe('cached teams pages', () => {
  it('shows a team message, the read marker, a roster change and a rename, made on the other server or as SQL', async () => {
    const { teamId, threadId } = await insertTeam(db(), 'Aquile', mario.id, [giulia.id]);
    const before = (await teams(giulia)).data;
    expect(before).toEqual([
      expect.objectContaining({ _id: teamId, name: 'Aquile', unread: 0, messageThread: threadId }),
    ]);
    expect(before[0].members.map((member) => member.firstName)).toEqual(['Giulia']);

    const { payload, headers } = multipartPayload({ teamId, text: 'allenamento alle 18' });
    const sent = await onOther({
      method: 'POST',
      url: '/api/user/team/message/send',
      payload,
      headers: { ...mario.headers, ...headers },
    });
    expect(sent.statusCode).toBe(201);
    expect((await teams(giulia)).data[0].unread).toBe(1);
    const read = await onOther({
      method: 'PUT',
      url: `/api/user/message/thread/${threadId}/read`,
      headers: giulia.headers,
    });
    expect(read.statusCode).toBe(200);
    expect((await teams(giulia)).data[0].unread).toBe(0);

    await db()
      .insertInto('team_members')
      .values({ id: newId(), team_id: teamId, user_id: luca.id, role: 'member', created_at: nowIso() })
      .execute();
    expect((await teams(giulia)).data[0].members.map((member) => member.firstName)).toEqual(['Giulia', 'Luca']);
    expect((await teams(luca)).total).toBe(1);

    await db().updateTable('teams').set({ name: 'Aquile Blu' }).where('id', '=', teamId).execute();
    expect((await teams(giulia)).data[0].name).toBe('Aquile Blu');
    await db().updateTable('users').set({ first_name: 'Mariolino' }).where('id', '=', mario.id).execute();
    expect((await teams(giulia)).data[0].coach?.firstName).toBe('Mariolino');

    await db().deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', luca.id).execute();
    expect((await teams(luca)).total).toBe(0);
    expect((await teams(giulia)).data[0].members.map((member) => member.firstName)).toEqual(['Giulia']);

    await db().deleteFrom('teams').where('id', '=', teamId).execute();
    expect((await teams(giulia)).total).toBe(0);
  });

  it("never answers one member another's unread count", async () => {
    const { threadId } = await insertTeam(db(), 'Falchi', mario.id, [giulia.id, luca.id]);
    await insertMessages(db(), threadId, [mario.id], 2);
    expect((await teams(giulia)).data[0].unread).toBe(2);
    expect((await teams(mario)).data[0].unread).toBe(0);
    await insertMessages(db(), threadId, [giulia.id], 1);
    expect((await teams(luca)).data[0].unread).toBe(3);
    expect((await teams(giulia)).data[0].unread).toBe(2);
    expect((await teams(mario)).data[0].unread).toBe(1);
  });
});
