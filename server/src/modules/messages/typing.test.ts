import { LiveClient, type LiveMessage } from '../../realtime/testing/liveClient';
import { multipartPayload } from '../../storage/testing/multipartPayload';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { sendDirect } from './testing/catchUpUnderLoad';
import { person, type Person } from './testing/chatFixtures';

// Issue 25, typing indicator: a `typing` frame on the socket reaches the other member of a direct thread (only
// them), at most once per 3 s per member; frames from outsiders or about groups go nowhere. Nothing is stored.

let t: TestApp;
let mario: Person;
let giulia: Person;
let anna: Person;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
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
const typing = (client: LiveClient, threadId: string) =>
  client.socket.send(JSON.stringify({ type: 'typing', threadId }));
const typingEvents = (client: LiveClient) => client.received.filter((event) => event.type === 'typing');
const created = (text: string) => (event: LiveMessage) =>
  event.type === 'message.created' && (event.data?.message as { text?: string } | undefined)?.text === text;

describe('typing in a direct thread', () => {
  it("tells the other member who is typing, once per 3 s however often the frame comes, and not the typist's sockets", async () => {
    const threadId = (await sendDirect(t, mario, giulia, 'Ciao')).json().data.threadId as string;
    const marioLive = await connect(mario);
    const giuliaLive = await connect(giulia);
    typing(marioLive, threadId);
    typing(marioLive, threadId);
    typing(marioLive, threadId);
    // The server has taken the three frames (and dropped the throttled ones) once the ping is answered.
    await marioLive.roundTrip();
    const event = await giuliaLive.next((candidate) => candidate.type === 'typing');
    expect(event.data).toEqual({ threadId, userId: mario.id, name: 'Mario' });

    // A message sent after: by then nothing else can come from those frames.
    await sendDirect(t, mario, giulia, 'Arrivo');
    await giuliaLive.next(created('Arrivo'));
    expect(typingEvents(giuliaLive)).toHaveLength(1);
    expect(typingEvents(marioLive)).toHaveLength(0);
    const stored = await t.database.db.selectFrom('messages').select('id').where('thread_id', '=', threadId).execute();
    expect(stored).toHaveLength(2);
  });

  it('ignores frames from someone outside the thread, about a group, or malformed', async () => {
    const threadId = (await sendDirect(t, giulia, mario, 'Domani?')).json().data.threadId as string;
    const { payload, headers } = multipartPayload({ name: 'Corsa', members: JSON.stringify([giulia.id]) });
    const group = await t.api({
      method: 'POST',
      url: '/api/user/group',
      payload,
      headers: { ...mario.headers, ...headers },
    });
    const groupId = group.json().data._id as string;
    const annaLive = await connect(anna);
    const marioLive = await connect(mario);
    const giuliaLive = await connect(giulia);
    typing(annaLive, threadId);
    typing(marioLive, groupId);
    marioLive.socket.send(JSON.stringify({ type: 'typing', threadId: { $ne: null } }));
    marioLive.socket.send('{"type":"typing"');
    await Promise.all([annaLive.roundTrip(), marioLive.roundTrip()]);
    // Giulia's own frame about the direct thread reaches Mario: the others were never announced.
    typing(giuliaLive, threadId);
    const event = await marioLive.next((candidate) => candidate.type === 'typing');
    expect(event.data).toEqual({ threadId, userId: giulia.id, name: 'Giulia' });
    await sendDirect(t, mario, giulia, 'Sì');
    await giuliaLive.next(created('Sì'));
    expect(typingEvents(giuliaLive)).toHaveLength(0);
    expect(typingEvents(marioLive)).toHaveLength(1);
    expect(typingEvents(annaLive)).toHaveLength(0);
  });
});
