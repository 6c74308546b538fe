import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertMessages, insertTeam, person, type Person } from './testing/chatFixtures';

// Issue 25 (speed): a page's `total` is worked out from positions (1..last, no gaps) instead of counted over the
// thread's rows; it must equal the count of the messages the page's filters match.

let t: TestApp;
let coach: Person;
let player: Person;
let threadId: string;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  coach = await person(t, 'Carla', 'Coach');
  player = await person(t, 'Paolo', 'Player');
  ({ threadId } = await insertTeam(t.database.db, 'Under 14', coach.id, [player.id]));
  ids = await insertMessages(t.database.db, threadId, [coach.id, player.id], 40);
});

afterAll(() => t.close());

async function page(query: string) {
  const response = await t.api({ url: `/api/user/message/conversation/${threadId}?${query}`, headers: player.headers });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data: { position: number }[]; total: number };
  return { total: body.total, positions: body.data.map((message) => message.position) };
}

it('counts the messages each page’s filters match', async () => {
  expect(await page('limit=5')).toEqual({ total: 40, positions: [40, 39, 38, 37, 36] });
  // ids[10] is at position 11: ten messages come before it.
  expect(await page(`limit=3&before=${ids[10]}`)).toEqual({ total: 10, positions: [10, 9, 8] });
  expect(await page('limit=50&afterPosition=35')).toEqual({ total: 5, positions: [40, 39, 38, 37, 36] });
  expect(await page(`limit=50&after=${ids[29]}`)).toMatchObject({ total: 10 });
  expect(await page(`limit=50&afterPosition=5&before=${ids[10]}`)).toEqual({
    total: 5,
    positions: [10, 9, 8, 7, 6],
  });
  expect(await page('limit=50&afterPosition=40')).toEqual({ total: 0, positions: [] });
  expect(await page('limit=50&afterPosition=99')).toEqual({ total: 0, positions: [] });
  // A second user's check: someone outside the team reads nothing.
  const outsider = await person(t, 'Otto', 'Estraneo');
  const refused = await t.api({ url: `/api/user/message/conversation/${threadId}`, headers: outsider.headers });
  expect(refused.statusCode).toBe(403);
});
