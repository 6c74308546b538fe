import { LiveClient, type LiveMessage } from '../../realtime/testing/liveClient';
import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { person, type Person } from './testing/chatFixtures';

// Issue 25: a member removed from a group (or leaving it) while its chat is open hears it live on every socket, and
// the API refuses their sends from then on with a 403 and a message.

let t: TestApp;
let mario: Person;
let giulia: Person;
let luca: Person;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  luca = await person(t, 'Luca', 'Verdi');
});

afterAll(async () => {
  clients.forEach((client) => client.close());
  await t.close();
});

const form = (url: string, who: Person, fields: Record<string, FormValue>, language = 'en') => {
  const { payload, headers } = multipartPayload(fields);
  return t.api({ method: 'POST', url, payload, headers: { ...who.headers, ...headers, 'accept-language': language } });
};
const remove = (groupId: string, memberId: string, who: Person) =>
  t.api({
    method: 'DELETE',
    url: `/api/user/message/delete/group/member/${groupId}/${memberId}`,
    headers: who.headers,
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
const sendIn = (groupId: string, who: Person, text: string, language?: string) =>
  form('/api/user/send/message/in/group', who, { messageThreadId: groupId, text }, language);

async function newGroup(name: string) {
  const created = await form('/api/user/group', mario, { name, members: JSON.stringify([giulia.id, luca.id]) });
  expect(created.statusCode).toBe(201);
  return created.json().data._id as string;
}

const removedFrom = (groupId: string) => (event: LiveMessage) =>
  event.type === 'thread.removed' && (event.data as { threadId: string }).threadId === groupId;

describe('a member removed from a group, or leaving it, while its chat is open', () => {
  it('tells every socket of the removed member, not the others, and refuses their sends with 403', async () => {
    const groupId = await newGroup('Corsa del lunedì');
    expect((await sendIn(groupId, giulia, 'Ci sono')).statusCode).toBe(201);
    const giuliaPhone = await connect(giulia);
    const giuliaLaptop = await connect(giulia);
    const lucaLive = await connect(luca);

    expect((await remove(groupId, giulia.id, mario)).statusCode).toBe(200);
    for (const socket of [giuliaPhone, giuliaLaptop]) {
      expect((await socket.next(removedFrom(groupId))).data).toEqual({ threadId: groupId, deleted: false });
    }

    const refused = await sendIn(groupId, giulia, 'Mi sentite?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'You are not a member of this group.',
      statusCode: 403,
      error: 'Forbidden',
      code: 'messages.notGroupMember',
    });
    const italian = await sendIn(groupId, giulia, 'Mi sentite?', 'it');
    expect(italian.statusCode).toBe(403);
    expect(italian.json().message).not.toBe('You are not a member of this group.');

    // Luca, still a member, hears Mario's next message and no removal of his own.
    expect((await sendIn(groupId, mario, 'Allenamento alle 19')).statusCode).toBe(201);
    const next = await lucaLive.next((event) => event.type === 'message.created' || removedFrom(groupId)(event));
    expect(next.type).toBe('message.created');
    expect((await sendIn(groupId, luca, 'Perfetto')).statusCode).toBe(201);
  });

  it('tells a member who leaves on their other sockets, and refuses their sends after', async () => {
    const groupId = await newGroup('Corsa del martedì');
    const lucaOtherTab = await connect(luca);
    expect((await remove(groupId, luca.id, luca)).statusCode).toBe(200);
    expect((await lucaOtherTab.next(removedFrom(groupId))).data).toEqual({ threadId: groupId, deleted: false });
    expect((await sendIn(groupId, luca, 'Ciao')).statusCode).toBe(403);
  });
});
