import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { person, type Person } from './testing/chatFixtures';
import { catchUpDuringParallelSends, sendDirect } from './testing/catchUpUnderLoad';

// Issue 25: a chat that never loses or doubles a message (client message ids; positions in commit order). Runs on
// SQLite, and on PostgreSQL in CI's PostgreSQL pass (catchUpOrder.pg.test.ts holds PostgreSQL's own cases).

let t: TestApp;
let mario: Person;
let giulia: Person;
let luca: Person;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  luca = await person(t, 'Luca', 'Verdi');
});

afterAll(() => t.close());

const rowsWithClientId = (clientId: string) =>
  t.database.db.selectFrom('messages').select('id').where('client_id', '=', clientId).execute();

describe('client message ids', () => {
  it('stores a send repeated with the same client id once and answers the stored message both times', async () => {
    const clientId = randomUUID();
    const first = await sendDirect(t, mario, giulia, 'Arrivo alle 18', clientId);
    const again = await sendDirect(t, mario, giulia, 'Arrivo alle 18', clientId);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(first.json().data.clientId).toBe(clientId);
    expect(await rowsWithClientId(clientId)).toHaveLength(1);
  });

  it('stores the same send fired twice at once once', async () => {
    const clientId = randomUUID();
    const [a, b] = await Promise.all([
      sendDirect(t, mario, giulia, 'Doppio click', clientId),
      sendDirect(t, mario, giulia, 'Doppio click', clientId),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data._id).toBe(b.json().data._id);
    expect(await rowsWithClientId(clientId)).toHaveLength(1);
  });

  it("keeps one sender's client id apart from another's", async () => {
    const clientId = randomUUID();
    const fromMario = (await sendDirect(t, mario, giulia, 'Da Mario', clientId)).json().data;
    const fromGiulia = (await sendDirect(t, giulia, mario, 'Da Giulia', clientId)).json().data;
    expect(fromGiulia._id).not.toBe(fromMario._id);
    expect(fromGiulia.text).toBe('Da Giulia');
  });

  it('refuses a client id reused in another thread with 409, storing nothing', async () => {
    const clientId = randomUUID();
    await sendDirect(t, mario, giulia, 'Per Giulia', clientId);
    const reused = await sendDirect(t, mario, luca, 'Per Luca', clientId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This message id was already used in another conversation.');
    expect(await rowsWithClientId(clientId)).toHaveLength(1);
  });

  it('refuses a client id that is no UUID with 400', async () => {
    const refused = await sendDirect(t, mario, giulia, 'Ciao', 'not-a-uuid');
    expect(refused.statusCode).toBe(400);
  });
});

describe('positions', () => {
  it('numbers a thread 1, 2, 3... and pages and catches up by position', async () => {
    const anna = await person(t, 'Anna', 'Neri');
    const sent = [];
    for (const text of ['uno', 'due', 'tre', 'quattro'])
      sent.push((await sendDirect(t, anna, giulia, text)).json().data);
    expect(sent.map((message) => message.position)).toEqual([1, 2, 3, 4]);
    const threadId = sent[0].threadId;
    const after = await t.api({
      url: `/api/user/message/conversation/${threadId}?afterPosition=2`,
      headers: giulia.headers,
    });
    expect(after.json().data.map((m: { text: string }) => m.text)).toEqual(['quattro', 'tre']);
    const older = await t.api({
      url: `/api/user/message/conversation/${threadId}?before=${sent[2]._id}`,
      headers: giulia.headers,
    });
    expect(older.json().data.map((m: { text: string }) => m.text)).toEqual(['due', 'uno']);
  });

  it('gives catch-up and live together every one of 50 parallel sends exactly once, in order', async () => {
    const sara = await person(t, 'Sara', 'Gallo');
    const result = await catchUpDuringParallelSends(t, sara, giulia, 50);
    const ids = result.held.map((message) => message._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(result.sent.map((message) => message._id)));
    expect(result.held.map((message) => message.position)).toEqual(Array.from({ length: 51 }, (_, n) => n + 1));
    // Catching up alone, by position, skipped nothing either.
    expect(result.caughtUp.map((message) => message.position)).toEqual(Array.from({ length: 51 }, (_, n) => n + 1));
  });
});

describe('reads that change nothing', () => {
  it('writes the read marker when opening a thread moves it, and not again when nothing is new', async () => {
    const piero = await person(t, 'Piero', 'Costa');
    const sent = (await sendDirect(t, piero, giulia, 'Letto?')).json().data;
    const marker = () =>
      t.database.db
        .selectFrom('thread_members')
        .select('last_read_at')
        .where('thread_id', '=', sent.threadId)
        .where('user_id', '=', giulia.id)
        .executeTakeFirstOrThrow();
    const open = () => t.api({ url: `/api/user/message/conversation/${sent.threadId}`, headers: giulia.headers });
    await open();
    // A marker exactly at the latest message: a write would move it to "now".
    await t.database.db
      .updateTable('thread_members')
      .set({ last_read_at: sent.created_at })
      .where('thread_id', '=', sent.threadId)
      .where('user_id', '=', giulia.id)
      .execute();
    const atLatest = (await marker()).last_read_at;
    await open();
    await open();
    expect((await marker()).last_read_at).toEqual(atLatest);
    // Something new: the next open moves it again.
    await sendDirect(t, piero, giulia, 'Ancora uno');
    await open();
    expect((await marker()).last_read_at).not.toEqual(atLatest);
  });
});

describe('blank text', () => {
  it('refuses text of spaces and zero-width characters as not valid, and keeps them inside real text', async () => {
    const blank = await sendDirect(t, mario, giulia, '\u200B \u200C\u200D \u2060\uFEFF');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('not valid message sent');
    const spaced = await sendDirect(t, mario, giulia, ' \u200B Ciao\u200Da tutti \u2060');
    expect(spaced.statusCode).toBe(201);
    expect(spaced.json().data.text).toBe('Ciao\u200Da tutti');
  });

  it('refuses text over 2000 characters with a readable 400, storing nothing', async () => {
    const long = await sendDirect(t, mario, giulia, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/text/);
  });
});
