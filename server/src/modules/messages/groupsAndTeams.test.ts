import { newId } from '../../lib/ids';
import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { pngFile, textFileNamedJpg } from '../../storage/testing/sampleFiles';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertMessages, insertTeam, person, type Person } from './testing/chatFixtures';

let t: TestApp;
let mario: Person;
let giulia: Person;
let luca: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  luca = await person(t, 'Luca', 'Verdi');
  outsider = await person(t, 'Otto', 'Estraneo');
});

afterAll(() => t.close());

const get = (url: string, who: Person) => t.api({ url, headers: who.headers });
const form = (method: 'POST' | 'PUT', url: string, who: Person, fields: Record<string, FormValue>) => {
  const { payload, headers } = multipartPayload(fields);
  return t.api({ method, url, payload, headers: { ...who.headers, ...headers } });
};
const remove = (groupId: string, memberId: string, who: Person) =>
  t.api({
    method: 'DELETE',
    url: `/api/user/message/delete/group/member/${groupId}/${memberId}`,
    headers: who.headers,
  });

describe('groups', () => {
  let groupId: string;

  it('creates a group owned by its creator with the members sent as JSON text', async () => {
    const created = await form('POST', '/api/user/group', mario, {
      name: ' Corsa del mercoledì ',
      description: 'Parco Sempione',
      logo: pngFile(),
      members: JSON.stringify([giulia.id, luca.id, giulia.id, mario.id]),
    });
    expect(created.statusCode).toBe(201);
    const group = created.json().data;
    expect(group).toEqual({
      _id: expect.any(String),
      name: 'Corsa del mercoledì',
      description: 'Parco Sempione',
      logo: expect.stringMatching(/^\/uploads\/group-logo\/[0-9a-f]{32}\.png$/),
      owner: { _id: mario.id, firstName: 'Mario', lastName: 'Rossi', picture: null },
      isOwner: true,
      members: [
        { _id: giulia.id, firstName: 'Giulia', lastName: 'Bianchi', picture: null },
        { _id: luca.id, firstName: 'Luca', lastName: 'Verdi', picture: null },
        { _id: mario.id, firstName: 'Mario', lastName: 'Rossi', picture: null },
      ],
      created_at: expect.any(String),
    });
    groupId = group._id;
    expect((await get(`/api/user/group/${groupId}`, giulia)).json().data).toMatchObject({
      _id: groupId,
      isOwner: false,
    });
    const inbox = (await get('/api/user/message/inbox', giulia)).json();
    expect(inbox.data[0]).toMatchObject({
      _id: groupId,
      type: 'Group',
      name: 'Corsa del mercoledì',
      group: { _id: groupId },
      text: '',
      unread: 0,
    });
  });

  it('rejects bad group forms with 4xx', async () => {
    const expectError = async (fields: Record<string, FormValue>, status: number, message: string | RegExp) => {
      const response = await form('POST', '/api/user/group', mario, fields);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
    };
    await expectError({ description: 'x' }, 400, 'The field "name" is required.');
    await expectError({ name: 'G', members: 'not json' }, 400, /JSON list of ids/);
    await expectError({ name: 'G', members: '{"a":1}' }, 400, /JSON list of ids/);
    await expectError({ name: 'G', members: JSON.stringify([newId()]) }, 400, /not among your contacts/);
    await expectError({ name: 'G', logo: textFileNamedJpg() }, 400, 'image must be JPG or PNG');
    await expectError(
      { name: 'G', members: JSON.stringify(Array.from({ length: 101 }, () => newId())) },
      400,
      /at most 100 members/,
    );
  });

  it('lets members read and send, and nobody else', async () => {
    const send = (who: Person, fields: Record<string, FormValue>) =>
      form('POST', '/api/user/send/message/in/group', who, fields);
    const sent = await send(giulia, { messageThreadId: groupId, groupId, text: 'Ci sono!' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ threadId: groupId, text: 'Ci sono!', messageType: 'Text' });
    expect((await send(luca, { groupId, text: 'Anche io' })).statusCode).toBe(201);
    expect((await send(outsider, { groupId, text: 'Posso?' })).statusCode).toBe(403);
    expect((await send(giulia, { messageThreadId: groupId, groupId: newId(), text: 'x' })).statusCode).toBe(400);
    expect((await send(giulia, { text: 'x' })).statusCode).toBe(400);
    expect((await send(giulia, { groupId: newId(), text: 'x' })).statusCode).toBe(404);

    expect((await get(`/api/user/message/conversation/${groupId}`, mario)).json().total).toBe(2);
    expect((await get(`/api/user/message/conversation/${groupId}`, outsider)).statusCode).toBe(403);
    expect((await get(`/api/user/group/${groupId}`, outsider)).statusCode).toBe(403);
    expect((await get(`/api/user/group/member/list/${groupId}`, outsider)).statusCode).toBe(403);
    expect((await get(`/api/user/group/${newId()}`, mario)).statusCode).toBe(404);
  });

  it('lists members with a name search', async () => {
    const all = (await get(`/api/user/group/member/list/${groupId}`, giulia)).json();
    expect(all.total).toBe(3);
    const search = (await get(`/api/user/group/member/list/${groupId}?name=VERDI`, giulia)).json();
    expect(search).toMatchObject({ total: 1, data: [{ _id: luca.id }] });
  });

  it('lets only the owner edit it', async () => {
    const refused = await form('PUT', `/api/user/group/${groupId}`, giulia, { name: 'Mia' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the group owner can edit it or remove members.');
    expect((await form('PUT', `/api/user/group/${groupId}`, outsider, { name: 'Mia' })).statusCode).toBe(403);

    const edited = await form('PUT', `/api/user/group/${groupId}`, mario, {
      description: 'Ogni mercoledì alle 19',
      members: JSON.stringify([giulia.id, outsider.id]),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Corsa del mercoledì', description: 'Ogni mercoledì alle 19' });
    expect(
      edited
        .json()
        .data.members.map((m: { _id: string }) => m._id)
        .sort(),
    ).toEqual([giulia.id, mario.id, outsider.id].sort());
    expect((await get(`/api/user/group/${groupId}`, luca)).statusCode).toBe(403);
    expect((await get(`/api/user/message/conversation/${groupId}`, outsider)).statusCode).toBe(200);
  });

  it('lets the owner remove a member and a member leave, nobody else', async () => {
    expect((await remove(groupId, outsider.id, giulia)).statusCode).toBe(403);
    expect((await remove(groupId, mario.id, giulia)).statusCode).toBe(403);
    const ownerLeaves = await remove(groupId, mario.id, mario);
    expect([ownerLeaves.statusCode, ownerLeaves.json().message]).toEqual([
      400,
      'The group owner cannot leave the group.',
    ]);
    expect((await remove(groupId, luca.id, mario)).statusCode).toBe(404);

    const removed = await remove(groupId, outsider.id, mario);
    expect(removed.json()).toEqual({
      message: 'Member removed from the group.',
      data: { groupId, memberId: outsider.id },
    });
    expect((await get(`/api/user/message/conversation/${groupId}`, outsider)).statusCode).toBe(403);

    const left = await remove(groupId, giulia.id, giulia);
    expect(left.json().message).toBe('You left the group.');
    expect((await get(`/api/user/group/${groupId}`, giulia)).statusCode).toBe(403);
    expect((await get(`/api/user/group/${groupId}`, mario)).json().data.members).toHaveLength(1);
  });
});

describe('teams', () => {
  let teamId: string;
  let threadId: string;

  beforeAll(async () => {
    ({ teamId, threadId } = await insertTeam(t.database.db, 'Milano Calcio Amatori', luca.id, [mario.id, giulia.id]));
    await insertTeam(t.database.db, 'Bologna Basket', luca.id, [mario.id]);
    await insertTeam(t.database.db, 'Roma Volley', luca.id, [giulia.id]);
    await insertMessages(t.database.db, threadId, [luca.id, giulia.id], 20);
  });

  it("lists the user's teams by name with coach, members and unread counts, paged", async () => {
    const first = (await get('/api/user/teams?offset=0&limit=2', mario)).json();
    expect(first.total).toBe(2);
    expect(first.data.map((team: { name: string }) => team.name)).toEqual(['Bologna Basket', 'Milano Calcio Amatori']);
    expect(first.data[1]).toEqual({
      _id: teamId,
      name: 'Milano Calcio Amatori',
      logo: null,
      created_at: expect.any(String),
      coach: { _id: luca.id, firstName: 'Luca', lastName: 'Verdi', picture: null },
      members: [
        { _id: giulia.id, firstName: 'Giulia', lastName: 'Bianchi', picture: null },
        { _id: mario.id, firstName: 'Mario', lastName: 'Rossi', picture: null },
      ],
      messageThread: threadId,
      unread: 20,
    });
    expect((await get('/api/user/teams', outsider)).json()).toMatchObject({ data: [], total: 0 });
  });

  it("answers the team chat to its members (SPEC's data.total, conversations, teamDetail) and marks it read", async () => {
    const chat = await get(`/api/user/team/message/conversation/${teamId}`, mario);
    expect(chat.statusCode).toBe(200);
    const data = chat.json().data;
    expect(data.total).toBe(20);
    expect(data.conversations).toHaveLength(15);
    expect(data.conversations[0].text).toBe('message 20');
    expect(data.teamDetail).toMatchObject({ _id: teamId, coach: { _id: luca.id }, unread: 0 });
    const older = (await get(`/api/user/team/message/conversation/${teamId}?offset=15`, mario)).json().data;
    expect(older.conversations.map((m: { text: string }) => m.text)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
    expect((await get('/api/user/message/unread', mario)).json().data.total).toBe(0);

    expect((await get(`/api/user/team/message/conversation/${teamId}`, outsider)).statusCode).toBe(403);
    expect((await get(`/api/user/team/message/conversation/${newId()}`, mario)).statusCode).toBe(404);
  });

  it('lets members send to the team, and nobody else', async () => {
    const sent = await form('POST', '/api/user/team/message/send', mario, {
      teamId,
      text: 'Arrivo',
      picture: pngFile(),
      messageType: 'TextWithPicture',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ threadId, messageType: 'TextWithPicture', sender: { _id: mario.id } });
    const refused = await form('POST', '/api/user/team/message/send', outsider, { teamId, text: 'Ciao' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are not a member of this team.');
    expect(
      (await get('/api/user/teams', giulia)).json().data.find((team: { _id: string }) => team._id === teamId).unread,
    ).toBe(11); // Luca's 10 and Mario's
  });

  it('keeps team threads out of the inbox', async () => {
    const inbox = (await get('/api/user/message/inbox', mario)).json();
    expect(inbox.data.every((thread: { type: string }) => thread.type !== 'Team')).toBe(true);
  });
});
