import { createTestApp, type TestApp } from '../../testing/testApp';
import { sendDirect } from './testing/catchUpUnderLoad';
import { insertMessages, person, type Person } from './testing/chatFixtures';

// Issue 25, search in a conversation: members only (a second member finds, a third person is refused), any case,
// accents ignored, wildcards taken literally, deleted messages never, newest first in pages of 20 with a total.
// Runs on SQLite, and on PostgreSQL with DATABASE_URL set.

let t: TestApp;
let mario: Person;
let giulia: Person;
let luca: Person;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  luca = await person(t, 'Luca', 'Verdi');
});

afterAll(() => t.close());

interface Hit {
  _id: string;
  position: number;
  sender: { _id: string; firstName: string };
  created_at: string;
  text: string;
}

const search = (who: Person, threadId: string, q: string, extra = '') =>
  t.api({
    url: `/api/user/message/thread/${threadId}/search?q=${encodeURIComponent(q)}${extra}`,
    headers: who.headers,
  });
const texts = async (who: Person, threadId: string, q: string) =>
  ((await search(who, threadId, q)).json().data as Hit[]).map((hit) => hit.text);

/** A new direct thread between two new people, holding `lines` sent alternately; answers it and the senders. */
async function thread(lines: string[]) {
  const [a, b] = [await person(t, 'Anna', 'Neri'), await person(t, 'Bruno', 'Gialli')];
  const sent = [];
  for (const [index, line] of lines.entries()) {
    const response = await sendDirect(t, index % 2 ? b : a, index % 2 ? a : b, line);
    expect(response.statusCode).toBe(201);
    sent.push(response.json().data as { _id: string; threadId: string; position: number });
  }
  return { threadId: sent[0].threadId, sent, a, b };
}

describe('search in a conversation', () => {
  it('answers both members the matching messages, newest first, each with its id, position, sender, time and text', async () => {
    await sendDirect(t, mario, giulia, 'Ci vediamo al campo alle 18?');
    await sendDirect(t, giulia, mario, 'Sì, porto il pallone');
    const last = (await sendDirect(t, mario, giulia, 'Il CAMPO di via Padova, non quello vecchio')).json().data;
    for (const who of [mario, giulia]) {
      const response = await search(who, last.threadId, 'campo');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(body.data).toHaveLength(2);
      expect(body.data[0]).toEqual({
        _id: last._id,
        position: last.position,
        sender: { _id: mario.id, firstName: 'Mario', lastName: 'Rossi', picture: null },
        created_at: last.created_at,
        text: 'Il CAMPO di via Padova, non quello vecchio',
      });
      expect(body.data[1].text).toBe('Ci vediamo al campo alle 18?');
      expect(body.data[1].position).toBeLessThan(last.position);
    }
  });

  it('refuses a third person (403) and an unknown thread (404), with a message', async () => {
    const threadId = (await sendDirect(t, mario, giulia, 'solo per noi due')).json().data.threadId;
    const refused = await search(luca, threadId, 'noi');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are not part of this conversation.');
    const unknown = await search(mario, 'aaaaaaaaaaaaaaaaaaaaaaaa', 'noi');
    expect(unknown.statusCode).toBe(404);
    expect((await search(giulia, threadId, 'noi')).statusCode).toBe(200);
  });

  it('ignores case and accents both ways', async () => {
    const { threadId, a, b } = await thread(['Perché non vieni?', 'PERCHE no', 'Città bella', 'citta vuota', 'nulla']);
    expect(await texts(a, threadId, 'perche')).toEqual(['PERCHE no', 'Perché non vieni?']);
    expect(await texts(b, threadId, 'PERCHÉ')).toEqual(['PERCHE no', 'Perché non vieni?']);
    expect(await texts(a, threadId, 'CITTÀ')).toEqual(['citta vuota', 'Città bella']);
    expect(await texts(a, threadId, 'vieni?')).toEqual(['Perché non vieni?']);
  });

  it('takes %, _ and \\ literally', async () => {
    const { threadId, a } = await thread([
      'sconto 50% oggi',
      'sconto 500 euro',
      'file_nome',
      'filexnome',
      'a\\b',
      'ab',
    ]);
    expect(await texts(a, threadId, '50%')).toEqual(['sconto 50% oggi']);
    expect(await texts(a, threadId, '%')).toEqual(['sconto 50% oggi']);
    expect(await texts(a, threadId, 'e_n')).toEqual(['file_nome']);
    expect(await texts(a, threadId, '\\')).toEqual(['a\\b']);
  });

  it('never finds a deleted message, and finds an edited one by its new text only', async () => {
    const { threadId, sent, a, b } = await thread(['allenamento giovedì', 'partita sabato']);
    const removed = await t.api({ method: 'DELETE', url: `/api/user/messages/${sent[0]._id}`, headers: a.headers });
    expect(removed.statusCode).toBe(200);
    expect(await texts(a, threadId, 'allenamento')).toEqual([]);
    const edited = await t.api({
      method: 'PATCH',
      url: `/api/user/messages/${sent[1]._id}`,
      headers: b.headers,
      payload: { text: 'torneo domenica' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await texts(a, threadId, 'sabato')).toEqual([]);
    expect(await texts(b, threadId, 'domenica')).toEqual(['torneo domenica']);
  });

  it('answers pages of 20 with the total of all hits', async () => {
    const { threadId, a, b } = await thread(['inizio']);
    await insertMessages(t.database.db, threadId, [a.id, b.id], 25);
    const first = (await search(a, threadId, 'message')).json();
    expect(first.total).toBe(25);
    expect(first.data.map((hit: Hit) => hit.text)).toEqual(Array.from({ length: 20 }, (_, n) => `message ${25 - n}`));
    const second = (await search(a, threadId, 'message', '&offset=20')).json();
    expect(second.total).toBe(25);
    expect(second.data.map((hit: Hit) => hit.text)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
  });

  it.each([
    ['a blank query', '   '],
    ['a query over 100 characters', 'x'.repeat(101)],
    ['a control character', 'ciao\u0001'],
    ['no query', null],
  ])('answers 400 with a readable message for %s', async (_name, q) => {
    const threadId = (await sendDirect(t, mario, giulia, 'ciao')).json().data.threadId;
    const response =
      q === null
        ? await t.api({ url: `/api/user/message/thread/${threadId}/search`, headers: mario.headers })
        : await search(mario, threadId, q);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/q/);
  });
});
