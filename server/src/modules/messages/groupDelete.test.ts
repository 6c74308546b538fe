import { insertTestUser } from '../../testing/testUsers';
import { LiveClient, type LiveMessage } from '../../realtime/testing/liveClient';
import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { pngFile } from '../../storage/testing/sampleFiles';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { person, type Person } from './testing/chatFixtures';

// Issue 25: members are added only from the owner's contacts; only the owner deletes a group, and every member's
// open chat hears it live.

let t: TestApp;
let mario: Person;
let giulia: Person;
let luca: Person;
let outsider: Person;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  luca = await person(t, 'Luca', 'Verdi');
  outsider = await person(t, 'Otto', 'Estraneo');
});

afterAll(async () => {
  clients.forEach((client) => client.close());
  await t.close();
});

const get = (url: string, who: Person) => t.api({ url, headers: who.headers });
const form = (method: 'POST' | 'PUT', url: string, who: Person, fields: Record<string, FormValue>, language = 'en') => {
  const { payload, headers } = multipartPayload(fields);
  return t.api({ method, url, payload, headers: { ...who.headers, ...headers, 'accept-language': language } });
};
const deleteGroup = (groupId: string, who: Person, language = 'en') =>
  t.api({
    method: 'DELETE',
    url: `/api/user/group/${groupId}`,
    headers: { ...who.headers, 'accept-language': language },
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

async function newGroup(name: string, members: Person[], fields: Record<string, FormValue> = {}) {
  const created = await form('POST', '/api/user/group', mario, {
    name,
    members: JSON.stringify(members.map((member) => member.id)),
    ...fields,
  });
  expect(created.statusCode).toBe(201);
  return created.json().data._id as string;
}

describe('group members come only from the owner’s contacts', () => {
  it('refuses people who are not contacts on create and on edit, naming them, and adds those who are', async () => {
    const unverified = await insertTestUser(t.database.db, { firstName: 'Nora', verified: false });
    const association = await insertTestUser(t.database.db, { firstName: 'Polisportiva', userType: 'association' });

    for (const stranger of [unverified.id, association.id]) {
      const refused = await form('POST', '/api/user/group', mario, {
        name: 'Corsa',
        members: JSON.stringify([giulia.id, stranger]),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`These people are not among your contacts: ${stranger}.`);
    }

    const groupId = await newGroup('Corsa del venerdì', [giulia]);
    const edit = await form(
      'PUT',
      `/api/user/group/${groupId}`,
      mario,
      { members: JSON.stringify([giulia.id, unverified.id]) },
      'it',
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(`Queste persone non sono tra i tuoi contatti: ${unverified.id}.`);
    // Nothing changed, and no one was added by the refused edit.
    const members = (await get(`/api/user/group/${groupId}`, mario)).json().data.members as { _id: string }[];
    expect(members.map((member) => member._id).sort()).toEqual([giulia.id, mario.id].sort());

    // A member (Giulia) cannot add anyone, even her own contacts.
    expect(
      (await form('PUT', `/api/user/group/${groupId}`, giulia, { members: JSON.stringify([luca.id]) })).statusCode,
    ).toBe(403);
    const added = await form('PUT', `/api/user/group/${groupId}`, mario, {
      members: JSON.stringify([giulia.id, luca.id]),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.members).toHaveLength(3);
  });
});

describe('deleting a group', () => {
  it('is the owner’s only: a member and an outsider get 403 with a message, an unknown group 404', async () => {
    const groupId = await newGroup('Corsa del sabato', [giulia, luca]);
    const byMember = await deleteGroup(groupId, giulia);
    expect(byMember.json()).toEqual({
      message: 'Only the group owner can delete it.',
      statusCode: 403,
      error: 'Forbidden',
      code: 'messages.notGroupOwnerDelete',
    });
    expect((await deleteGroup(groupId, giulia, 'it')).json().message).toBe(
      'Solo chi ha creato il gruppo può eliminarlo.',
    );
    expect((await deleteGroup(groupId, outsider)).statusCode).toBe(403);
    expect((await deleteGroup('6651f0e1d2c3b4a5968778c3', mario)).statusCode).toBe(404);
    expect((await deleteGroup('not-an-id', mario)).statusCode).toBe(400);
    // Still there for everyone.
    expect((await get(`/api/user/group/${groupId}`, luca)).statusCode).toBe(200);
  });

  it('removes the group, its chat and its logo for everyone, and tells every member’s sockets live', async () => {
    const groupId = await newGroup('Corsa della domenica', [giulia, luca], { logo: pngFile() });
    const logo = (await get(`/api/user/group/${groupId}`, mario)).json().data.logo as string;
    expect((await t.app.inject({ url: logo })).statusCode).toBe(200);
    expect(
      (
        await form('POST', '/api/user/send/message/in/group', giulia, {
          groupId,
          text: 'Ci vediamo alle 9',
          picture: pngFile(),
        })
      ).statusCode,
    ).toBe(201);
    const giuliaPhone = await connect(giulia);
    const lucaLaptop = await connect(luca);
    const marioOtherTab = await connect(mario);
    const outsiderLive = await connect(outsider);

    const deleted = await deleteGroup(groupId, mario);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Group deleted.', data: { groupId } });

    const removedFrom = (event: LiveMessage) =>
      event.type === 'thread.removed' && (event.data as { threadId: string }).threadId === groupId;
    for (const socket of [giuliaPhone, lucaLaptop, marioOtherTab]) {
      expect((await socket.next(removedFrom)).data).toEqual({ threadId: groupId, deleted: true });
    }
    // The outsider hears nothing of it: a ping round trip later, no removal arrived.
    await outsiderLive.roundTrip();
    expect(outsiderLive.received.some(removedFrom)).toBe(false);

    for (const who of [mario, giulia, luca]) {
      expect((await get(`/api/user/group/${groupId}`, who)).statusCode).toBe(404);
      expect((await get(`/api/user/message/conversation/${groupId}`, who)).statusCode).toBe(404);
      const inbox = (await get('/api/user/message/inbox', who)).json().data as { _id: string }[];
      expect(inbox.map((thread) => thread._id)).not.toContain(groupId);
    }
    const late = await form('POST', '/api/user/send/message/in/group', giulia, { groupId, text: 'Ci siete?' });
    expect([late.statusCode, late.json().message]).toEqual([404, 'Group not found.']);
    expect((await t.app.inject({ url: logo })).statusCode).toBe(404);
    expect(await t.database.db.selectFrom('messages').select('id').where('thread_id', '=', groupId).execute()).toEqual(
      [],
    );
  });
});
