import { createTestApp, type TestApp } from '../../testing/testApp';
import { sendDirect } from './testing/catchUpUnderLoad';
import { insertMessages, insertTeam, person, type Person } from './testing/chatFixtures';

// Issue 25, speed: the inbox and the teams list are each one statement a page (a window count gives the total, the
// viewer's unread count and a direct thread's other member are read in it). What is the viewer's must stay the
// viewer's: each test reads the same threads or teams as two members, and a page past the end still answers the total.

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

const get = async (url: string, who: Person) => {
  const response = await t.api({ url, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Record<string, unknown>[]; total: number };
};

describe('the inbox page', () => {
  it('shows each member the other member, their own unread count and the total, also past the end', async () => {
    await sendDirect(t, mario, giulia, 'uno');
    await sendDirect(t, mario, giulia, 'due');
    await sendDirect(t, luca, mario, 'ciao Mario');

    const marios = await get('/api/user/message/inbox?offset=0&limit=1', mario);
    expect(marios.total).toBe(2);
    expect(marios.data).toEqual([
      expect.objectContaining({
        name: 'Luca Verdi',
        text: 'ciao Mario',
        unread: 1,
        contact: expect.objectContaining({ _id: luca.id }),
      }),
    ]);
    const second = await get('/api/user/message/inbox?offset=1&limit=1', mario);
    expect(second.data).toEqual([
      expect.objectContaining({
        name: 'Giulia Bianchi',
        text: 'due',
        unread: 0,
        contact: expect.objectContaining({ _id: giulia.id }),
      }),
    ]);

    const giulias = await get('/api/user/message/inbox', giulia);
    expect(giulias.total).toBe(1);
    expect(giulias.data).toEqual([
      expect.objectContaining({
        name: 'Mario Rossi',
        text: 'due',
        unread: 2,
        contact: expect.objectContaining({ _id: mario.id }),
      }),
    ]);

    expect(await get('/api/user/message/inbox?offset=5&limit=2', mario)).toMatchObject({ data: [], total: 2 });
  });
});

describe('the teams page', () => {
  it('shows each member their own unread count, and the total past the end', async () => {
    const anna = await person(t, 'Anna', 'Neri');
    const { threadId } = await insertTeam(t.database.db, 'Alfa', anna.id, [mario.id, giulia.id]);
    await insertTeam(t.database.db, 'Beta', anna.id, [mario.id]);
    await insertMessages(t.database.db, threadId, [giulia.id], 3);

    const marios = await get('/api/user/teams?offset=0&limit=1', mario);
    expect(marios.total).toBe(2);
    expect(marios.data).toEqual([
      expect.objectContaining({
        name: 'Alfa',
        messageThread: threadId,
        unread: 3,
        coach: expect.objectContaining({ _id: anna.id }),
        members: [expect.objectContaining({ _id: giulia.id }), expect.objectContaining({ _id: mario.id })],
      }),
    ]);
    // Giulia wrote them: none is unread for her.
    expect((await get('/api/user/teams', giulia)).data).toEqual([expect.objectContaining({ name: 'Alfa', unread: 0 })]);
    expect(await get('/api/user/teams?offset=2&limit=1', mario)).toMatchObject({ data: [], total: 2 });
  });
});
