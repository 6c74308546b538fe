import type { Db } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { toListFilters } from './listQuery';
import { createMemberReads } from './memberReads';
import { dataVersion, eventWorld, insertEvent, loggedInUser, type LoggedInUser } from './testing/eventFixtures';

// The events page and an event's detail are served from what every member shares, kept per server while the data
// versions stand (memberReads.ts): the API ratio goals of both routes rest on it. These tests change an event and put
// the versions back, as if nothing had been written: a served cache still answers the old name, a fresh read the new.

let t: TestApp;
let luca: LoggedInUser;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  const world = await eventWorld(t);
  luca = await loggedInUser(t);
  eventId = await insertEvent(world.db, { ...world, name: 'Torneo di maggio', startOffset: 3 });
});

afterAll(() => t.close());

/** Renames the event without moving the data versions (what no real write does: the triggers move them). */
async function renameBehindTheVersions(db: Db, name: string) {
  const versions = { events: await dataVersion(db, 'events'), event_details: await dataVersion(db, 'event_details') };
  await db.updateTable('events').set({ name }).where('id', '=', eventId).execute();
  for (const [key, version] of Object.entries(versions)) {
    await db.updateTable('data_versions').set({ version }).where('name', '=', key).execute();
  }
}

const read = async (url: string) => {
  const response = await t.api({ method: 'GET', url, headers: luca.headers });
  expect(response.statusCode).toBe(200);
  return JSON.stringify(response.json().data);
};

describe('the events routes', () => {
  it('answer the events page and the detail from what they kept while the data versions stand', async () => {
    await renameBehindTheVersions(t.database.db, 'Torneo di maggio');
    expect(await read('/api/user/events')).toContain('Torneo di maggio');
    expect(await read(`/api/user/event/${eventId}`)).toContain('Torneo di maggio');

    await renameBehindTheVersions(t.database.db, 'Torneo rinviato');
    expect(await read('/api/user/events')).toContain('Torneo di maggio');
    expect(await read(`/api/user/event/${eventId}`)).toContain('Torneo di maggio');
    await renameBehindTheVersions(t.database.db, 'Torneo di maggio');
  });
});

describe('createMemberReads without its caches (the bench’s eventCaches off)', () => {
  it('reads the database every time', async () => {
    const { db } = t.database;
    const reads = createMemberReads(db, false);
    const detail = () => reads.detail(eventId, luca.id, 'https://campo.example', new Date());
    const list = async () =>
      JSON.stringify(await reads.list({} as never, luca.id, toListFilters({}, 10), 'OK', new Date()));
    expect((await detail()).name).toBe('Torneo di maggio');
    expect(await list()).toContain('Torneo di maggio');
    await renameBehindTheVersions(db, 'Torneo rinviato');
    expect((await detail()).name).toBe('Torneo rinviato');
    expect(await list()).toContain('Torneo rinviato');
    await renameBehindTheVersions(db, 'Torneo di maggio');
  });
});
