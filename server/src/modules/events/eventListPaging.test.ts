import { cardDescription } from './htmlText';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from './testing/eventFixtures';

let t: TestApp;
let user: LoggedInUser;
const order: string[] = [];

// Expected order: running and upcoming by start (soonest first), then ended by start (latest first); a start
// shared by two events falls back to the id.
beforeAll(async () => {
  t = await createTestApp();
  const world = await eventWorld(t);
  user = await loggedInUser(t);
  const add = (name: string, startOffset: number, lengthDays = 0) =>
    insertEvent(world.db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
      name,
      startOffset,
      lengthDays,
    });
  const running = await add('running', -2, 4);
  const sameDay = [await add('soon-a', 1), await add('soon-b', 1)].sort();
  const later = await add('later', 9);
  const endedSameDay = [await add('ended-a', -3), await add('ended-b', -3)].sort();
  const longAgo = await add('long ago', -40);
  order.push(running, ...sameDay, later, ...endedSameDay, longAgo);
});

afterAll(() => t.close());

async function page(offset: number, limit: number) {
  const response = await t.api({
    method: 'GET',
    url: '/api/user/events',
    query: { offset: String(offset), limit: String(limit) },
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number; data: { _id: string; isExpired: boolean; description: string }[] };
}

describe('GET /api/user/events by date', () => {
  it('orders upcoming then ended events, and every page is the matching slice of that order', async () => {
    const all = await page(0, 50);
    expect(all.data.map((item) => item._id)).toEqual(order);
    expect(all.data.map((item) => item.isExpired)).toEqual([false, false, false, false, true, true, true]);
    for (const limit of [1, 2, 3, 5]) {
      for (let offset = 0; offset <= order.length; offset += 1) {
        const body = await page(offset, limit);
        expect(body.total).toBe(order.length);
        expect(body.data.map((item) => item._id)).toEqual(order.slice(offset, offset + limit));
      }
    }
  });

  it('sends the stored excerpt, or derives it from the HTML for rows written without one', async () => {
    const [first] = order;
    await t.database.db
      .updateTable('events')
      .set({ description_text: 'Testo salvato.' })
      .where('id', '=', first)
      .execute();
    const body = await page(0, 2);
    expect(body.data[0].description).toBe('Testo salvato.');
    expect(body.data[1].description).toBe(cardDescription('<p>Una giornata di <strong>sport</strong>.</p>'));
    expect(body.data[1].description).toBe('Una giornata di sport.');
  });
});
