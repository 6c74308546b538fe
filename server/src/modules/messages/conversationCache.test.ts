import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/connect';
import { multipartPayload } from '../../storage/testing/multipartPayload';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { secondConnection } from '../../testing/testDb';
import { sendDirect } from './testing/catchUpUnderLoad';
import { person, type Person } from './testing/chatFixtures';

// Issue 25, speed: conversation pages are kept as serialised bytes per server (conversationCache.ts) and checked on
// every read against versions that database triggers raise (migration 0027). Each test reads a page first, so it is
// cached, then changes what it shows in another way and reads again: a stale page fails it. A second server on the
// same database (a second SQLite connection, or a second PostgreSQL pool with DATABASE_URL) proves a write on one is
// seen by the other's cache.

interface WireMessage {
  _id: string;
  text: string | null;
  deletedAt: string | null;
  editedAt: string | null;
  sender: { _id: string; firstName: string };
  reactions: { emoji: string; people: { _id: string; firstName: string }[] }[];
}

let t: TestApp;
let other: { app: FastifyInstance; handle: DatabaseHandle };
let mario: Person;
let giulia: Person;
let luca: Person;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000', REALTIME_HEARTBEAT: '1h' });
  const handle = await secondConnection(t.database);
  other = { app: await buildApp(t.config, { database: handle }), handle };
  luca = await person(t, 'Luca', 'Verdi');
});

// A new pair each test: a direct thread per pair.
beforeEach(async () => {
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
});

afterAll(async () => {
  await other.app.close();
  await other.handle.close();
  await t.close();
});

/** A request to the second server. */
const onOther = (options: InjectOptions) =>
  other.app.inject({ ...options, headers: { ...t.clientKey, ...options.headers } });
const page = async (who: Person, threadId: string, query = '', server = t.api) => {
  const response = await server({ url: `/api/user/message/conversation/${threadId}${query}`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data: WireMessage[]; total: number };
  return body;
};
const texts = (body: { data: WireMessage[] }) => body.data.map((message) => message.text);
const unread = async (who: Person) =>
  (await t.api({ url: '/api/user/message/unread', headers: who.headers })).json().data.total as number;

async function thread(from: Person, to: Person, lines: string[]) {
  const sent = [];
  for (const line of lines)
    sent.push((await sendDirect(t, from, to, line)).json().data as WireMessage & { threadId: string });
  return { threadId: sent[0].threadId, ids: sent.map((message) => message._id) };
}

describe('cached conversation pages', () => {
  it('shows a new message sent through the other server on the next read', async () => {
    const { threadId } = await thread(mario, giulia, ['uno', 'due']);
    expect(texts(await page(mario, threadId))).toEqual(['due', 'uno']);
    const { payload, headers } = multipartPayload({ reciever: giulia.id, text: 'tre' });
    const sent = await onOther({
      method: 'POST',
      url: '/api/user/send/message/in/single',
      payload,
      headers: { ...mario.headers, ...headers },
    });
    expect(sent.statusCode).toBe(201);
    const after = await page(mario, threadId);
    expect(texts(after)).toEqual(['tre', 'due', 'uno']);
    expect(after.total).toBe(3);
  });

  it("shows an edit, a delete and another member's reaction made on the other server", async () => {
    const { threadId, ids } = await thread(mario, giulia, ['prima', 'seconda']);
    const older = `?limit=1&before=${ids[1]}`;
    expect(texts(await page(giulia, threadId))).toEqual(['seconda', 'prima']);
    expect(texts(await page(giulia, threadId, older))).toEqual(['prima']);

    const edit = await onOther({
      method: 'PATCH',
      url: `/api/user/messages/${ids[0]}`,
      headers: mario.headers,
      payload: { text: 'prima, corretta' },
    });
    expect(edit.statusCode).toBe(200);
    expect(texts(await page(giulia, threadId, older))).toEqual(['prima, corretta']);

    const reaction = await onOther({
      method: 'PUT',
      url: `/api/user/messages/${ids[1]}/reaction`,
      headers: giulia.headers,
      payload: { emoji: '👍', reacted: true },
    });
    expect(reaction.statusCode).toBe(200);
    const reacted = (await page(mario, threadId)).data[0];
    expect(reacted.reactions).toEqual([{ emoji: '👍', people: [expect.objectContaining({ _id: giulia.id })] }]);

    const removed = await onOther({ method: 'DELETE', url: `/api/user/messages/${ids[1]}`, headers: mario.headers });
    expect(removed.statusCode).toBe(200);
    expect((await page(giulia, threadId)).data[0].deletedAt).not.toBeNull();
  });

  it("shows a sender's new name and a message changed outside the API (database triggers)", async () => {
    const { threadId, ids } = await thread(mario, giulia, ['ciao']);
    expect((await page(giulia, threadId)).data[0].sender.firstName).toBe('Mario');
    await other.handle.db.updateTable('users').set({ first_name: 'Marione' }).where('id', '=', mario.id).execute();
    expect((await page(giulia, threadId)).data[0].sender.firstName).toBe('Marione');
    await other.handle.db.updateTable('messages').set({ text: 'salve' }).where('id', '=', ids[0]).execute();
    expect(texts(await page(giulia, threadId))).toEqual(['salve']);
  });

  it('answers a cached page to members only, and still marks it read for each member', async () => {
    const { threadId } = await thread(mario, giulia, ['a te', 'e ancora']);
    expect(await unread(giulia)).toBeGreaterThan(0);
    await page(mario, threadId);
    const outsider = await t.api({ url: `/api/user/message/conversation/${threadId}`, headers: luca.headers });
    expect(outsider.statusCode).toBe(403);
    const missing = await t.api({
      url: '/api/user/message/conversation/0123456789abcdef01234567',
      headers: mario.headers,
    });
    expect(missing.statusCode).toBe(404);
    // Giulia's open hits the page Mario's read cached, and still moves her own read marker.
    expect(texts(await page(giulia, threadId))).toEqual(['e ancora', 'a te']);
    expect(await unread(giulia)).toBe(0);
  });

  it('tells apart pages of different queries and answers an unknown cursor 400', async () => {
    const { threadId, ids } = await thread(giulia, mario, ['1', '2', '3']);
    expect(texts(await page(mario, threadId, '?limit=2'))).toEqual(['3', '2']);
    expect(texts(await page(mario, threadId, '?limit=1'))).toEqual(['3']);
    expect(texts(await page(mario, threadId, `?before=${ids[1]}`))).toEqual(['1']);
    expect(texts(await page(mario, threadId, `?after=${ids[0]}`))).toEqual(['3', '2']);
    const unknown = await t.api({
      url: `/api/user/message/conversation/${threadId}?before=0123456789abcdef01234567`,
      headers: mario.headers,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
