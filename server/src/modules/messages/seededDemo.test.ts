import { checkResponse } from '../../../../src/testing/contract/openApiDocument';
import { seedDemoData } from '../../db/seed/index';
import { LONG_THREAD_MESSAGES } from '../../db/seed/steps/messaging';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { bearerFor } from '../account/testing/session';

// Mario's demo data through the API, each answer checked against the route's own response schema in the committed
// OpenAPI document (the same check as the web tests' msw answers).

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { uploads: t.app.uploads, password: t.config.seed.password });
  const mario = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'mario@campo.test')
    .executeTakeFirstOrThrow();
  headers = { ...(await bearerFor(t, mario.id)), 'accept-language': 'en' };
}, 300_000);

afterAll(() => t.close());

/** GET `url` as Mario; the answer must be 200 and fit the route's documented 200 schema. */
async function documented(url: string) {
  const response = await t.api({ url, headers });
  expect([url, response.statusCode]).toEqual([url, 200]);
  const body = response.json();
  expect(checkResponse('GET', new URL(url, 'http://localhost').pathname, 200, body)).toEqual({ ok: true });
  return body;
}

describe("Mario's demo chats", () => {
  it('has three teams (more than a page of two) with their chats', async () => {
    const teams = await documented('/api/user/teams?offset=0&limit=2');
    expect(teams.total).toBe(3);
    expect(teams.data).toHaveLength(2);
    const chat = await documented(`/api/user/team/message/conversation/${teams.data[0]._id}`);
    expect(chat.data.conversations.length).toBeGreaterThan(0);
    expect(chat.data.teamDetail.coach).not.toBeNull();
  });

  it('has direct threads and groups in the inbox, some unread', async () => {
    const inbox = await documented('/api/user/message/inbox?offset=0&limit=50');
    const types = inbox.data.map((thread: { type: string }) => thread.type);
    expect(types.filter((type: string) => type === 'Single').length).toBeGreaterThanOrEqual(4);
    expect(types.filter((type: string) => type === 'Group')).toHaveLength(2);
    const unread = await documented('/api/user/message/unread');
    expect(unread.data.total).toBeGreaterThan(0);
    const group = inbox.data.find((thread: { name: string }) => thread.name === 'Corsa del mercoledì');
    const detail = await documented(`/api/user/group/${group.group._id}`);
    expect(detail.data).toMatchObject({ isOwner: true, owner: { firstName: 'Mario' } });
    await documented(`/api/user/group/member/list/${group._id}?name=giulia`);
    await documented('/api/user/message/contact/list?page=1&limit=10');
  });

  it(`pages the ${LONG_THREAD_MESSAGES}-message thread by 15, newest first`, async () => {
    const federico = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'federico%')
      .executeTakeFirstOrThrow();
    const first = await documented(`/api/user/friend/message/conversation/${federico.id}`);
    expect(first.total).toBe(LONG_THREAD_MESSAGES);
    expect(first.data).toHaveLength(15);
    const oldestShown = first.data[14]._id;
    const older = await documented(`/api/user/message/conversation/${first.messageThread}?before=${oldestShown}`);
    expect(older.data).toHaveLength(15);
    expect(older.data[0].created_at <= first.data[14].created_at).toBe(true);
    expect(older.total).toBe(LONG_THREAD_MESSAGES - 15);
  });

  it(`searches the ${LONG_THREAD_MESSAGES}-message thread: the first message is its last hit, at position 1`, async () => {
    const federico = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'federico%')
      .executeTakeFirstOrThrow();
    const { messageThread } = await documented(`/api/user/friend/message/conversation/${federico.id}`);
    const found = await documented(
      `/api/user/message/thread/${messageThread}/search?q=${encodeURIComponent('APRIAMO una chat')}`,
    );
    expect(found.total).toBeGreaterThanOrEqual(1);
    const oldest = found.data.at(-1);
    expect(oldest.position).toBe(1);
    expect(oldest.text).toBe('Ciao Federico, apriamo una chat per gli allenamenti della stagione!');
  });
});
