import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTeam, person, type Person } from './testing/chatFixtures';

// Issue 25: bidirectional embeddings, overrides and isolates (U+202A..U+202E, U+2066..U+2069) are removed from
// chat message texts and group names instead of refusing the message; every other field still refuses them.

let t: TestApp;
let mario: Person;
let giulia: Person;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
});

afterAll(() => t.close());

const form = (method: 'POST' | 'PUT', url: string, who: Person, fields: Record<string, FormValue>) => {
  const { payload, headers } = multipartPayload(fields);
  return t.api({ method, url, payload, headers: { ...who.headers, ...headers } });
};

const EVERY_CONTROL = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';

describe('bidi controls in chat texts and group names', () => {
  it('are removed from a direct message, the marks and right-to-left text stay', async () => {
    const sent = await form('POST', '/api/user/send/message/in/single', mario, {
      reciever: giulia.id,
      text: `Costa \u202e21\u202c euro ${EVERY_CONTROL}\u200f שלום`,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.text).toBe('Costa 21 euro \u200f שלום');
    const read = await t.api({
      url: `/api/user/message/conversation/${sent.json().data.threadId}`,
      headers: giulia.headers,
    });
    expect(read.json().data[0].text).toBe('Costa 21 euro \u200f שלום');
  });

  it('are removed from a team message and a group message', async () => {
    const { teamId } = await insertTeam(t.database.db, 'Juniores', mario.id, [giulia.id]);
    const team = await form('POST', '/api/user/team/message/send', giulia, { teamId, text: 'Ore \u202e91\u202c' });
    expect(team.statusCode).toBe(201);
    expect(team.json().data.text).toBe('Ore 91');

    const group = await form('POST', '/api/user/group', mario, {
      name: 'Calcetto \u2067del giovedì\u2069',
      description: 'Campo 3',
      members: JSON.stringify([giulia.id]),
    });
    expect(group.statusCode).toBe(201);
    expect(group.json().data.name).toBe('Calcetto del giovedì');
    const groupId = group.json().data._id;
    const inGroup = await form('POST', '/api/user/send/message/in/group', giulia, {
      messageThreadId: groupId,
      text: '\u202dCi sono',
    });
    expect(inGroup.json().data.text).toBe('Ci sono');

    const renamed = await form('PUT', `/api/user/group/${groupId}`, mario, { name: '\u202eCalcetto' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Calcetto');
  });

  it('a text of nothing but controls is blank: not a valid message', async () => {
    const sent = await form('POST', '/api/user/send/message/in/single', mario, {
      reciever: giulia.id,
      text: EVERY_CONTROL,
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toBe('not valid message sent');
  });

  it('are still refused in the other fields of the same forms (a group description)', async () => {
    const group = await form('POST', '/api/user/group', mario, { name: 'Corsa', description: 'Parco \u202e21\u202c' });
    expect(group.statusCode).toBe(400);
    expect(group.json().message).toContain('description');
  });
});
