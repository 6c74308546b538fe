import { LiveClient, type LiveMessage } from '../../realtime/testing/liveClient';
import { multipartPayload } from '../../storage/testing/multipartPayload';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { sendDirect } from './testing/catchUpUnderLoad';
import { person, type Person } from './testing/chatFixtures';

// Issue 25, read state: where the other members have read up to ("Seen" in a direct thread, "Seen by N" in a group),
// announced live to the other members when it moves, and who has read a message; members only (a second user).

let t: TestApp;
let mario: Person;
let giulia: Person;
let luca: Person;
let anna: Person;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  luca = await person(t, 'Luca', 'Verdi');
  anna = await person(t, 'Anna', 'Neri');
});

afterAll(async () => {
  clients.forEach((client) => client.close());
  await t.close();
});

const connect = async (who: Person) => {
  const client = await LiveClient.connect(
    t.app,
    who.headers.authorization.replace('Bearer ', ''),
    t.config.secretHeader.value,
  );
  clients.push(client);
  return client;
};
const reads = (who: Person, threadId: string) =>
  t.api({ url: `/api/user/message/thread/${threadId}/reads`, headers: who.headers });
const readers = (who: Person, threadId: string, position: number | string) =>
  t.api({ url: `/api/user/message/thread/${threadId}/readers?position=${position}`, headers: who.headers });
const open = (who: Person, threadId: string) =>
  t.api({ url: `/api/user/message/conversation/${threadId}`, headers: who.headers });
const form = (url: string, who: Person, fields: Record<string, string>) => {
  const { payload, headers } = multipartPayload(fields);
  return t.api({ method: 'POST', url, payload, headers: { ...who.headers, ...headers } });
};
const readBy = (threadId: string, userId: string) => (event: LiveMessage) =>
  event.type === 'thread.read' && event.data?.threadId === threadId && event.data.userId === userId;

describe('read state of a direct thread', () => {
  it("answers the other member's read position, which moves when they open the thread, and tells the sender live", async () => {
    const first = (await sendDirect(t, mario, giulia, 'Ci sei domani?')).json().data;
    const second = (await sendDirect(t, mario, giulia, 'Alle 18 al campo')).json().data;
    const before = await reads(mario, first.threadId);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      threadId: first.threadId,
      type: 'Single',
      reads: [{ userId: giulia.id, lastReadPosition: 0 }],
    });

    const marioLive = await connect(mario);
    expect((await open(giulia, first.threadId)).statusCode).toBe(200);
    const event = await marioLive.next(readBy(first.threadId, giulia.id));
    expect(event.data).toEqual({ threadId: first.threadId, userId: giulia.id, lastReadPosition: second.position });
    expect((await reads(mario, first.threadId)).json().data.reads).toEqual([
      { userId: giulia.id, lastReadPosition: second.position },
    ]);
  });

  it('tells only the other members: the reader hears their unread count, not a read of their own', async () => {
    const sent = (await sendDirect(t, luca, giulia, 'Partita spostata')).json().data;
    const giuliaLive = await connect(giulia);
    const lucaLive = await connect(luca);
    const annaLive = await connect(anna);
    expect((await open(giulia, sent.threadId)).statusCode).toBe(200);
    await lucaLive.next(readBy(sent.threadId, giulia.id));
    await giuliaLive.next((event) => event.type === 'unread.changed' && event.data?.threadId === sent.threadId);
    await Promise.all([giuliaLive.roundTrip(), annaLive.roundTrip()]);
    expect(giuliaLive.received.some((event) => event.type === 'thread.read')).toBe(false);
    expect(annaLive.received.some((event) => event.type === 'thread.read')).toBe(false);
  });

  it('refuses someone outside the thread with 403, an unknown thread with 404 and a bad position with 400', async () => {
    const sent = (await sendDirect(t, mario, giulia, 'Solo per te')).json().data;
    const outsider = await reads(anna, sent.threadId);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('You are not part of this conversation.');
    expect((await readers(anna, sent.threadId, 1)).statusCode).toBe(403);
    expect((await reads(mario, '6650a1f2c3d4e5f6a7b8c9ff')).statusCode).toBe(404);
    expect((await readers(mario, sent.threadId, -1)).statusCode).toBe(400);
    expect((await readers(mario, sent.threadId, 'tutti')).statusCode).toBe(400);
  });
});

describe('read state of a group', () => {
  it('lists who has read up to a message, by name, leaving out the one asking', async () => {
    const created = await form('/api/user/group', mario, {
      name: 'Calcetto del giovedì',
      members: JSON.stringify([giulia.id, luca.id, anna.id]),
    });
    const groupId = created.json().data._id as string;
    const sent = (await form('/api/user/send/message/in/group', mario, { groupId, text: 'Chi viene?' })).json().data;
    await open(giulia, groupId);
    await open(luca, groupId);

    const positions = (await reads(mario, groupId)).json().data;
    expect(positions.type).toBe('Group');
    expect(
      positions.reads.filter((read: { lastReadPosition: number }) => read.lastReadPosition >= sent.position),
    ).toHaveLength(2);
    const seen = await readers(mario, groupId, sent.position);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.map((contact: { firstName: string }) => contact.firstName)).toEqual(['Giulia', 'Luca']);
    expect(seen.json().total).toBe(2);
    // Giulia asks too: Mario (the sender, read by sending) and Luca, not herself.
    const asGiulia = await readers(giulia, groupId, sent.position);
    expect(asGiulia.json().data.map((contact: { firstName: string }) => contact.firstName)).toEqual(['Luca', 'Mario']);
  });
});
