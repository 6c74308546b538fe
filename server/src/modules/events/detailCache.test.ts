import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/connect';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { secondConnection } from '../../testing/testDb';
import { createDetailCache } from './detailCache';
import { getSharedEventDetail } from './eventDetail';
import {
  dataVersion,
  eventWorld,
  insertCategory,
  insertEvent,
  loggedInUser,
  type LoggedInUser,
} from './testing/eventFixtures';
import { approvedPurchase, capture } from './testing/sandboxCheckout';

// An event's detail comes from a per-server cache of the part every member sees (detailCache.ts): these tests show
// it never answers with data older than the database's, whoever wrote it.

const PUBLIC_URL = 'https://campo.example';
let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;
let luca: LoggedInUser;
let sara: LoggedInUser;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  world = await eventWorld(t);
  luca = await loggedInUser(t, 'Luca');
  sara = await loggedInUser(t, 'Sara');
  const categoryId = await insertCategory(world.db, world.specialityId, 'Under 14');
  eventId = await insertEvent(world.db, {
    associationId: world.associationId,
    specialityId: world.specialityId,
    categoryId,
    name: 'Torneo di primavera',
    cost: 15,
    tickets: 30,
    startOffset: 7,
  });
});

afterAll(() => t.close());

type Detail = {
  name: string;
  remainingTickets: number;
  isFavourite: boolean;
  isExpired: boolean;
  images: { url: string }[];
  documents: { name: string }[];
  subscribedUsers: { _id: string; firstName: string }[];
  association: { name: string; picture: string | null };
  speciality: { title: string };
  category: { name: string } | null;
};

const get = (who: LoggedInUser, id = eventId) =>
  t.api({ method: 'GET', url: `/api/user/event/${id}`, headers: { ...who.headers, 'accept-language': 'en' } });

const detail = async (who: LoggedInUser = luca): Promise<Detail> => {
  const response = await get(who);
  expect(response.statusCode).toBe(200);
  return response.json().data as Detail;
};

const setFavourite = (who: LoggedInUser, isFavourite: boolean) =>
  t.api({ method: 'PUT', url: `/api/user/favourite/event/${eventId}`, headers: who.headers, payload: { isFavourite } });

/** A second server on the same database: its first answer for the event is read from the database, uncached. */
async function withSecondServer(run: (other: DatabaseHandle, inject: typeof t.api) => Promise<void>) {
  const other = await secondConnection(t.database);
  const otherApp = await buildApp(t.config, { database: other });
  try {
    await run(other, (options) => otherApp.inject({ ...options, headers: { ...t.clientKey, ...options.headers } }));
  } finally {
    await otherApp.close();
    await other.close();
  }
}

describe('GET /api/user/event/:id through the detail cache', () => {
  it('answers the same bytes as an uncached read, favourite flag and message included', async () => {
    await setFavourite(luca, true);
    const first = await get(luca);
    const cached = await get(luca);
    expect(cached.body).toBe(first.body);
    await withSecondServer(async (_other, inject) => {
      const uncached = await inject({
        url: `/api/user/event/${eventId}`,
        headers: { ...luca.headers, 'accept-language': 'en' },
      });
      expect(cached.headers['content-type']).toBe(uncached.headers['content-type']);
      expect(cached.body).toBe(uncached.body);
    });
    await setFavourite(luca, false);
  });

  it('keeps the favourite flag per user', async () => {
    await detail(sara);
    await setFavourite(luca, true);
    expect((await detail(luca)).isFavourite).toBe(true);
    expect((await detail(sara)).isFavourite).toBe(false);
    await setFavourite(sara, true);
    await setFavourite(luca, false);
    expect((await detail(luca)).isFavourite).toBe(false);
    expect((await detail(sara)).isFavourite).toBe(true);
    await setFavourite(sara, false);
  });

  it('shows tickets sold and their buyer on the next read, and a buyer who renames herself', async () => {
    const before = await detail();
    const order = await approvedPurchase(t, sara, eventId, 2);
    await capture(t, sara, order.token);
    const after = await detail();
    expect(after.remainingTickets).toBe(before.remainingTickets - 2);
    expect(after.subscribedUsers.map((user) => user._id)).toEqual([
      ...before.subscribedUsers.map((user) => user._id),
      sara.id,
    ]);

    await world.db.updateTable('users').set({ first_name: 'Sarah' }).where('id', '=', sara.id).execute();
    expect((await detail()).subscribedUsers.find((user) => user._id === sara.id)?.firstName).toBe('Sarah');
  });

  it('shows pictures, documents and edits of the event, its association, speciality and category on the next read', async () => {
    const { db } = world;
    await detail();
    await db
      .insertInto('event_images')
      .values({ id: newId(), event_id: eventId, uploaded_by: null, url: '/uploads/new.png' })
      .execute();
    expect((await detail()).images.map((image) => image.url)).toContain('/uploads/new.png');
    await db
      .insertInto('event_documents')
      .values({ id: newId(), event_id: eventId, name: 'Orari.pdf', url: '/uploads/orari.pdf' })
      .execute();
    expect((await detail()).documents.map((doc) => doc.name)).toContain('Orari.pdf');
    await db
      .updateTable('events')
      .set({ name: 'Torneo d’estate', remaining_tickets: 3 })
      .where('id', '=', eventId)
      .execute();
    expect(await detail()).toMatchObject({ name: 'Torneo d’estate', remainingTickets: 3 });
    await db
      .updateTable('users')
      .set({ first_name: 'ASD Campo Roma', picture: '/uploads/logo.png' })
      .where('id', '=', world.associationId)
      .execute();
    expect((await detail()).association).toMatchObject({ name: 'ASD Campo Roma', picture: '/uploads/logo.png' });
    await db.updateTable('specialities').set({ title: 'Calcetto' }).where('id', '=', world.specialityId).execute();
    expect((await detail()).speciality.title).toBe('Calcetto');
    await db.updateTable('categories').set({ name: 'Under 16' }).execute();
    expect((await detail()).category?.name).toBe('Under 16');
  });

  it('sees another server’s writes and answers 404 once the event is deleted', async () => {
    const gone = await insertEvent(world.db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
      name: 'Di passaggio',
    });
    expect((await get(luca, gone)).statusCode).toBe(200);
    await withSecondServer(async (other) => {
      await other.db.updateTable('events').set({ name: 'Rinominato altrove' }).where('id', '=', gone).execute();
      expect((await get(luca, gone)).json().data.name).toBe('Rinominato altrove');
      await other.db.deleteFrom('events').where('id', '=', gone).execute();
    });
    expect((await get(luca, gone)).statusCode).toBe(404);
  });
});

describe('data_versions: event_details', () => {
  const version = (db: Db) => dataVersion(db, 'event_details');

  it('moves with ticket counters and a buyer’s name, not with a favourite or a user’s other columns', async () => {
    const { db } = t.database;
    const start = await version(db);
    await setFavourite(luca, true);
    await db.updateTable('users').set({ address: 'Via Roma 1' }).where('id', '=', luca.id).execute();
    expect(await version(db)).toBe(start);
    await db.updateTable('events').set({ remaining_tickets: 5 }).where('id', '=', eventId).execute();
    expect(await version(db)).toBe(start + 1);
    await db.updateTable('users').set({ last_name: 'Bianchi' }).where('id', '=', luca.id).execute();
    expect(await version(db)).toBe(start + 2);
    await setFavourite(luca, false);
  });
});

describe('createDetailCache', () => {
  it('loads once while nothing changes, and again once the event has ended since', async () => {
    const { db } = t.database;
    const cache = createDetailCache();
    let loads = 0;
    const read = (at: Date) =>
      cache.detail(db, eventId, luca.id, PUBLIC_URL, at, () => {
        loads += 1;
        return getSharedEventDetail(db, eventId, PUBLIC_URL, at);
      });
    const now = new Date();
    expect((await read(now)).isExpired).toBe(false);
    await read(now);
    expect(loads).toBe(1);
    const event = await db.selectFrom('events').select('ends_at').where('id', '=', eventId).executeTakeFirstOrThrow();
    const afterEnd = new Date(new Date(event.ends_at).getTime() + 1000);
    expect((await read(afterEnd)).isExpired).toBe(true);
    expect(loads).toBe(2);
  });

  it('keeps at most its size of events', async () => {
    const { db } = t.database;
    const cache = createDetailCache(1);
    const other = await insertEvent(db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
      name: 'Secondo',
    });
    let loads = 0;
    const now = new Date();
    const read = (id: string) =>
      cache.detail(db, id, luca.id, PUBLIC_URL, now, () => {
        loads += 1;
        return getSharedEventDetail(db, id, PUBLIC_URL, now);
      });
    await read(eventId);
    await read(other);
    await read(eventId);
    expect(loads).toBe(3);
  });
});
