import { randomUUID } from 'node:crypto';
import { newId } from '../../lib/ids';
import { LiveClient, type LiveMessage } from '../../realtime/testing/liveClient';
import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { pngFile } from '../../storage/testing/sampleFiles';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { person, type Person } from './testing/chatFixtures';
import { sendDirect } from './testing/catchUpUnderLoad';

// Issue 25's speed goal: the sends of one turn share a commit on SQLite (db/groupCommit.ts) and the answer is made
// from what was stored, with no read after the write. What must not change: each message stored once, numbered in
// order, answered as a conversation page shows it, delivered live once and in order, the rate limit exact. Runs on
// SQLite, and on PostgreSQL in CI's PostgreSQL pass (where each send commits on its own).

let t: TestApp;
let mario: Person;
let giulia: Person;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
});

afterAll(() => t.close());

const tokenOf = (who: Person) => who.headers.authorization.replace('Bearer ', '');

function send(from: Person, form: Record<string, FormValue>) {
  const { payload, headers } = multipartPayload(form);
  return t.api({
    method: 'POST',
    url: '/api/user/send/message/in/single',
    payload,
    headers: { ...from.headers, ...headers },
  });
}

async function conversation(threadId: string, reader: Person) {
  const page = await t.api({ url: `/api/user/message/conversation/${threadId}?limit=50`, headers: reader.headers });
  return page.json().data as Array<{ _id: string; position: number; text: string }>;
}

describe('a send answers the message as stored', () => {
  it('answers a text, a reply and a picture exactly as the conversation then reads them', async () => {
    const text = (await send(mario, { reciever: giulia.id, text: 'Ciao Giulia', clientId: randomUUID() })).json().data;
    const reply = (await send(giulia, { reciever: mario.id, text: 'Ciao!', replyTo: text._id })).json().data;
    const picture = (await send(mario, { reciever: giulia.id, picture: pngFile(), messageType: 'Picture' })).json()
      .data;
    expect(reply.replyTo).toMatchObject({ _id: text._id, excerpt: 'Ciao Giulia', deleted: false });
    const stored = await conversation(text.threadId, giulia);
    for (const answer of [text, reply, picture])
      expect(answer).toEqual(stored.find((message) => message._id === answer._id));
  });

  it('still answers a repeated client id with the stored message, and refuses an unknown reply target', async () => {
    const clientId = randomUUID();
    const first = (await sendDirect(t, mario, giulia, 'Una volta', clientId)).json().data;
    const again = await sendDirect(t, mario, giulia, 'Una volta', clientId);
    expect(again.json().data).toEqual(first);
    const unknown = await send(mario, { reciever: giulia.id, text: 'A chi?', replyTo: randomUUID() });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a send to someone who is not a contact with 404, storing nothing', async () => {
    const before = await t.database.db.selectFrom('messages').select('id').execute();
    const refused = await send(mario, { reciever: newId(), text: 'Nessuno' });
    expect(refused.statusCode).toBe(404);
    expect(await t.database.db.selectFrom('messages').select('id').execute()).toHaveLength(before.length);
  });
});

describe('sends at once', () => {
  it('stores 30 parallel sends (with a doubled client id among them) once each, in order, live once and in order', async () => {
    const anna = await person(t, 'Anna', 'Neri');
    const bruno = await person(t, 'Bruno', 'Verdi');
    const first = (await sendDirect(t, anna, bruno, 'primo')).json().data;
    const live = await LiveClient.connect(t.app, tokenOf(bruno), t.config.secretHeader.value);
    try {
      const doubled = randomUUID();
      const answers = await Promise.all([
        ...Array.from({ length: 28 }, (_, n) => sendDirect(t, anna, bruno, `parallelo ${n + 1}`)),
        sendDirect(t, anna, bruno, 'doppio', doubled),
        sendDirect(t, anna, bruno, 'doppio', doubled),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
      const sent = answers.map((answer) => answer.json().data as { _id: string; position: number });
      expect(sent[28]._id).toBe(sent[29]._id);
      const stored = await conversation(first.threadId, bruno);
      expect(stored).toHaveLength(30);
      expect(stored.map((message) => message.position)).toEqual(Array.from({ length: 30 }, (_, n) => 30 - n));
      // Every answer is the stored message at its position.
      for (const answer of sent) expect(stored.find((message) => message._id === answer._id)).toEqual(answer);
      const last = stored[0];
      const createdOf = (event: LiveMessage) => (event.data?.message as { _id: string; position: number }) ?? null;
      await live.next((event) => event.type === 'message.created' && createdOf(event)?._id === last._id);
      const delivered = live.received.filter((event) => event.type === 'message.created').map(createdOf);
      const positions = delivered.map((message) => message.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 29 }, (_, n) => n + 2));
      // One process on SQLite delivers in commit order (PostgreSQL's notifications may interleave: the SPA sorts).
      if (!t.database.postgres) expect(positions).toEqual(Array.from({ length: 29 }, (_, n) => n + 2));
    } finally {
      live.close();
    }
  });

  it('reads the sender up to their own last message, whatever the order the sends committed in', async () => {
    const carla = await person(t, 'Carla', 'Bruni');
    const dario = await person(t, 'Dario', 'Fo');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => sendDirect(t, carla, dario, `m${n}`)));
    const threadId = answers[0].json().data.threadId;
    const member = await t.database.db
      .selectFrom('thread_members')
      .select('last_read_position')
      .where('thread_id', '=', threadId)
      .where('user_id', '=', carla.id)
      .executeTakeFirstOrThrow();
    expect(Number(member.last_read_position)).toBe(10);
    const unread = await t.api({ url: '/api/user/message/unread', headers: dario.headers });
    expect(unread.json().data.total).toBe(10);
  });
});

describe('the rate limit with sends at once', () => {
  it('lets exactly the limit through when more sends than it arrive together', async () => {
    const limited = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '3' });
    try {
      const elena = await person(limited, 'Elena', 'Ricci');
      const fabio = await person(limited, 'Fabio', 'Conti');
      const answers = await Promise.all(Array.from({ length: 7 }, (_, n) => sendDirect(limited, elena, fabio, `${n}`)));
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429]);
      expect(await limited.database.db.selectFrom('messages').select('id').execute()).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
