import { buildApp } from '../../app';
import type { Db } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { secondConnection } from '../../testing/testDb';
import { listEvents, sharedPageByDate } from './eventList';
import { eventsVersionWithFavourites } from './favouriteIds';
import { createListCache, withData, type UserPage } from './listCache';
import { toListFilters } from './listQuery';
import { dataVersion, eventWorld, insertEvent, loggedInUser, type LoggedInUser } from './testing/eventFixtures';

// The events list ordered by date comes from a per-server cache of the page every user shares (listCache.ts):
// these tests show it never answers with data older than the database's, whoever wrote it.

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;
let luca: LoggedInUser;
let sara: LoggedInUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  world = await eventWorld(t);
  luca = await loggedInUser(t, 'Luca');
  sara = await loggedInUser(t, 'Sara');
  const { db, associationId, specialityId } = world;
  ids.soon = await insertEvent(db, { associationId, specialityId, name: 'Torneo vicino', startOffset: 2 });
  ids.later = await insertEvent(db, { associationId, specialityId, name: 'Torneo lontano', startOffset: 9 });
  ids.past = await insertEvent(db, { associationId, specialityId, name: 'Torneo passato', startOffset: -4 });
});

afterAll(() => t.close());

const list = (who: LoggedInUser, query: Record<string, string> = {}) =>
  t.api({ method: 'GET', url: '/api/user/events', query, headers: { ...who.headers, 'accept-language': 'en' } });

const setFavourite = (who: LoggedInUser, eventId: string, isFavourite: boolean) =>
  t.api({ method: 'PUT', url: `/api/user/favourite/event/${eventId}`, headers: who.headers, payload: { isFavourite } });

type Card = { _id: string; name: string; isFavourite: boolean };
const cards = async (who: LoggedInUser, query: Record<string, string> = {}) => {
  const response = await list(who, query);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Card[]; total: number };
};
const favouriteIds = (body: { data: Card[] }) => body.data.filter((card) => card.isFavourite).map((card) => card._id);

describe('GET /api/user/events through the list cache', () => {
  it('answers the same bytes as the uncached list, favourites and message included', async () => {
    expect((await setFavourite(luca, ids.later, true)).statusCode).toBe(200);
    const queries: Record<string, string>[] = [{}, { limit: '2' }, { offset: '1', limit: '1' }];
    for (const query of queries) {
      const response = await list(luca, query);
      const filters = toListFilters({ offset: Number(query.offset ?? 0), limit: Number(query.limit ?? 10) }, 10);
      const page = await listEvents(t.database.db, luca.id, filters, new Date());
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify({ message: 'OK', data: page.items, total: page.total }));
    }
    await setFavourite(luca, ids.later, false);
  });

  it('keeps favourites per user: a second user never sees the first one’s flags', async () => {
    await cards(sara);
    await setFavourite(luca, ids.soon, true);
    expect(favouriteIds(await cards(luca))).toEqual([ids.soon]);
    expect(favouriteIds(await cards(sara))).toEqual([]);
    await setFavourite(sara, ids.past, true);
    expect(favouriteIds(await cards(sara))).toEqual([ids.past]);
    expect(favouriteIds(await cards(luca))).toEqual([ids.soon]);
    await setFavourite(luca, ids.soon, false);
    expect(favouriteIds(await cards(luca))).toEqual([]);
    await setFavourite(sara, ids.past, false);
  });

  it('shows an event written, edited or deleted on the next read', async () => {
    const before = await cards(luca);
    const { db, associationId, specialityId } = world;
    const added = await insertEvent(db, { associationId, specialityId, name: 'Torneo nuovo', startOffset: 1 });
    const afterInsert = await cards(luca);
    expect(afterInsert.total).toBe(before.total + 1);
    expect(afterInsert.data[0]).toMatchObject({ _id: added, name: 'Torneo nuovo' });

    await db.updateTable('events').set({ name: 'Torneo rinominato' }).where('id', '=', added).execute();
    expect((await cards(luca)).data[0]).toMatchObject({ _id: added, name: 'Torneo rinominato' });

    await db.deleteFrom('events').where('id', '=', added).execute();
    expect((await cards(luca)).data.map((card) => card._id)).toEqual(before.data.map((card) => card._id));
  });

  it('sees another server’s writes: an event changed through its connection, a favourite set through its API', async () => {
    await cards(luca);
    const other = await secondConnection(t.database);
    const otherApp = await buildApp(t.config, { database: other });
    try {
      await other.db.updateTable('events').set({ name: 'Torneo spostato' }).where('id', '=', ids.later).execute();
      expect((await cards(luca)).data.find((card) => card._id === ids.later)?.name).toBe('Torneo spostato');

      const put = await otherApp.inject({
        method: 'PUT',
        url: `/api/user/favourite/event/${ids.later}`,
        headers: { ...t.clientKey, ...luca.headers },
        payload: { isFavourite: true },
      });
      expect(put.statusCode).toBe(200);
      expect(favouriteIds(await cards(luca))).toEqual([ids.later]);
      await setFavourite(luca, ids.later, false);
    } finally {
      await otherApp.close();
      await other.close();
    }
  });
});

describe('data_versions', () => {
  const version = (db: Db) => dataVersion(db, 'events');

  it('moves with what a card shows, not with ticket sales', async () => {
    const { db } = t.database;
    const start = await version(db);
    await db.updateTable('events').set({ remaining_tickets: 5 }).where('id', '=', ids.soon).execute();
    expect(await version(db)).toBe(start);
    await db.updateTable('events').set({ picture: null }).where('id', '=', ids.soon).execute();
    expect(await version(db)).toBe(start + 1);
  });
});

describe('withData', () => {
  it('puts the cards’ bytes into the envelope as its data, after a message that quotes the same text', () => {
    const cards = [{ name: 'Caffè “Sport”' }, { name: '€ 5,00' }].map((card) => Buffer.from(JSON.stringify(card)));
    const envelope = JSON.stringify({ message: 'no "data":[] here', data: [], total: 2 });
    const body = withData(envelope, cards);
    expect(JSON.parse(body.toString('utf8'))).toEqual({
      message: 'no "data":[] here',
      data: [{ name: 'Caffè “Sport”' }, { name: '€ 5,00' }],
      total: 2,
    });
    expect(withData(envelope, []).toString('utf8')).toBe(envelope);
  });
});

describe('createListCache', () => {
  const filters = toListFilters({}, 10);
  const sourcesFor = (db: Db, at: Date, loads: { count: number }) => ({
    load: () => {
      loads.count += 1;
      return sharedPageByDate(db, filters, at);
    },
    favouritesOf: async () => new Set<string>(),
    versionWithFavouritesOf: (pageIds: string[]) => eventsVersionWithFavourites(db, 'nobody', pageIds),
    serialiseCard: (item: object) => JSON.stringify(item),
  });

  it('reads the page once while nothing changes, and again once an event has ended since', async () => {
    const { db } = t.database;
    const cache = createListCache();
    const loads = { count: 0 };
    const now = new Date();
    const first = await cache.page(db, filters, now, sourcesFor(db, now, loads));
    await cache.page(db, filters, now, sourcesFor(db, now, loads));
    expect(loads.count).toBe(1);

    // Just after the soonest upcoming event ends: it is expired and moves behind the upcoming ones.
    const soon = await db.selectFrom('events').select('ends_at').where('id', '=', ids.soon).executeTakeFirstOrThrow();
    const afterEnd = new Date(new Date(soon.ends_at).getTime() + 1000);
    const second = await cache.page(db, filters, afterEnd, sourcesFor(db, afterEnd, loads));
    expect(loads.count).toBe(2);
    const order = (page: UserPage) =>
      (JSON.parse(withData('{"data":[]}', page.cards).toString()).data as { _id: string; isExpired: boolean }[]).map(
        (c) => [c._id, c.isExpired],
      );
    expect(order(first)[0]).toEqual([ids.soon, false]);
    expect(order(second)).toContainEqual([ids.soon, true]);
    expect(order(second)[0]).not.toEqual([ids.soon, true]);
  });

  it('reads the version and the user’s favourites among the page in one statement', async () => {
    const { db } = t.database;
    expect((await setFavourite(luca, ids.later, true)).statusCode).toBe(200);
    const [row] = await db.selectFrom('data_versions').select('version').where('name', '=', 'events').execute();
    const pageIds = [ids.soon, ids.later, ids.past];
    expect(await eventsVersionWithFavourites(db, luca.id, pageIds)).toEqual({
      version: String(row.version),
      favourites: new Set([ids.later]),
    });
    expect(await eventsVersionWithFavourites(db, luca.id, [ids.soon])).toEqual({
      version: String(row.version),
      favourites: new Set(),
    });
    expect((await eventsVersionWithFavourites(db, 'nobody', pageIds)).favourites).toEqual(new Set());
    await setFavourite(luca, ids.later, false);
  });

  it('keeps at most its size of pages', async () => {
    const { db } = t.database;
    const cache = createListCache(1);
    const loads = { count: 0 };
    const now = new Date();
    const other = toListFilters({ limit: 1 }, 10);
    await cache.page(db, filters, now, sourcesFor(db, now, loads));
    await cache.page(db, other, now, { ...sourcesFor(db, now, loads), load: () => sharedPageByDate(db, other, now) });
    await cache.page(db, filters, now, sourcesFor(db, now, loads));
    expect(loads.count).toBe(2);
  });
});
