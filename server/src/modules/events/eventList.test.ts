import { createTestApp, type TestApp } from '../../testing/testApp';
import {
  dayFromToday,
  eventWorld,
  insertCategory,
  insertEvent,
  insertSpeciality,
  insertVenue,
  loggedInUser,
  type LoggedInUser,
} from './testing/eventFixtures';

let t: TestApp;
let user: LoggedInUser;
let world: Awaited<ReturnType<typeof eventWorld>>;
const ids: Record<string, string> = {};

// Milano Duomo, Monza (~15 km), Bergamo (~42 km), Torino (~126 km).
const MILANO = { lat: 45.4642, lng: 9.19 };

beforeAll(async () => {
  t = await createTestApp();
  world = await eventWorld(t);
  user = await loggedInUser(t);
  const { db, associationId, specialityId } = world;
  const tennis = await insertSpeciality(db, 'Tennis');
  const under12 = await insertCategory(db, specialityId, 'Under 12');
  const amatori = await insertCategory(db, specialityId, 'Amatori');
  ids.tennis = tennis;
  ids.under12 = under12;
  ids.amatori = amatori;
  ids.monza = await insertEvent(db, {
    associationId,
    specialityId,
    categoryId: under12,
    name: 'Torneo di Monza',
    lat: 45.5845,
    lng: 9.2744,
    startOffset: 20,
  });
  ids.bergamo = await insertEvent(db, {
    associationId,
    specialityId,
    categoryId: amatori,
    name: 'Coppa Bergamo',
    lat: 45.6983,
    lng: 9.6773,
    startOffset: 5,
  });
  ids.torino = await insertEvent(db, {
    associationId,
    specialityId: tennis,
    name: 'Open di Torino',
    lat: 45.0703,
    lng: 7.6869,
    startOffset: 3,
    lengthDays: 2,
  });
  ids.milano = await insertEvent(db, {
    associationId,
    specialityId,
    categoryId: under12,
    name: 'Festa 100% Milano',
    lat: 45.465,
    lng: 9.1895,
    startOffset: 30,
  });
  ids.past = await insertEvent(db, {
    associationId,
    specialityId: tennis,
    name: 'Vecchio torneo',
    lat: 41.9,
    lng: 12.5,
    startOffset: -10,
  });
  await insertVenue(db, 'Arena Civica', 45.4765, 9.1796);
});

afterAll(() => t.close());

const list = (query: Record<string, string> = {}, who: LoggedInUser = user) =>
  t.api({ method: 'GET', url: '/api/user/events', query, headers: who.headers });

const names = (body: { data: { _id: string }[] }) =>
  body.data.map((item) => Object.keys(ids).find((k) => ids[k] === item._id));

describe('GET /api/user/events', () => {
  it('lists upcoming events by date first, then ended ones, with the card fields', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(5);
    expect(names(body)).toEqual(['torino', 'bergamo', 'monza', 'milano', 'past']);
    const torino = body.data[0];
    expect(torino).toEqual({
      _id: ids.torino,
      name: 'Open di Torino',
      picture: '/uploads/seed/events/calcio-0.png',
      eventDate: dayFromToday(3),
      endDate: dayFromToday(5),
      time: '10:00',
      endTime: '12:00',
      description: 'Una giornata di sport.',
      location: { address: 'Via dello Sport 1, Milano', coordinates: [7.6869, 45.0703] },
      isFavourite: false,
      isExpired: false,
    });
    expect(body.data[4].isExpired).toBe(true);
  });

  it('pages with offset and limit and keeps the total', async () => {
    const body = (await list({ offset: '1', limit: '2' })).json();
    expect(body.total).toBe(5);
    expect(names(body)).toEqual(['bergamo', 'monza']);
  });

  it('filters by speciality, category, date and name', async () => {
    expect(names((await list({ specialities: ids.tennis })).json())).toEqual(['torino', 'past']);
    expect(names((await list({ specialities: `${ids.tennis},${world.specialityId}`, limit: '1' })).json())).toEqual([
      'torino',
    ]);
    expect(names((await list({ categories: ids.under12 })).json())).toEqual(['monza', 'milano']);
    // Torino runs three days: it is running on its second day, Bergamo is not.
    expect(names((await list({ date: dayFromToday(4) })).json())).toEqual(['torino']);
    expect(names((await list({ date: dayFromToday(5) })).json())).toEqual(['torino', 'bergamo']);
    expect(names((await list({ name: 'TORNEO' })).json())).toEqual(['monza', 'past']);
    // LIKE wildcards in the search are literal.
    expect(names((await list({ name: '100%' })).json())).toEqual(['milano']);
    expect(names((await list({ name: '_' })).json())).toEqual([]);
  });

  it('searches by location within the radius, nearest first, with the distance', async () => {
    const body = (await list({ location: `${MILANO.lng},${MILANO.lat}` })).json();
    expect(names(body)).toEqual(['milano', 'monza', 'bergamo']);
    expect(body.total).toBe(3);
    expect(body.data[1].distance).toBeGreaterThan(12);
    expect(body.data[1].distance).toBeLessThan(16);
    const near = (await list({ lng: String(MILANO.lng), lat: String(MILANO.lat), radius: '20' })).json();
    expect(names(near)).toEqual(['milano', 'monza']);
    const wide = (
      await list({ location: `[${MILANO.lng}, ${MILANO.lat}]`, radius: '200', offset: '2', limit: '5' })
    ).json();
    expect(wide.total).toBe(4);
    expect(names(wide)).toEqual(['bergamo', 'torino']);
  });

  it("records the user's location searches for the recent list, newest first, without duplicates", async () => {
    const searcher = await loggedInUser(t, 'Sara');
    await list({ location: '9.1796,45.4765' }, searcher);
    await list({ location: '7.6869,45.0703', address: 'Torino TO, Italia' }, searcher);
    await list({ location: '7.6869,45.0703', address: 'Torino TO, Italia', offset: '3' }, searcher);
    await list({ location: '9.1796,45.4765' }, searcher);
    const venues = await t.api({ method: 'GET', url: '/api/user/popular/venues', headers: searcher.headers });
    expect(venues.statusCode).toBe(200);
    const recent = venues.json().data.recentSearchVenues;
    expect(recent.map((r: { address: string }) => r.address)).toEqual(['Arena Civica, Italia', 'Torino TO, Italia']);
    expect(recent[0].venueId).not.toBeNull();
    expect(recent[1]).toMatchObject({ venueId: null, coordinates: [7.6869, 45.0703], lat: 45.0703, lng: 7.6869 });
    // Other users' searches stay theirs.
    const mine = (await t.api({ method: 'GET', url: '/api/user/popular/venues', headers: user.headers })).json();
    expect(mine.data.recentSearchVenues.map((r: { address: string }) => r.address)).toEqual(['45.46420, 9.19000']);
  });

  it('answers 400 with a message for malformed filters', async () => {
    const badLocation = await list({ location: '9.19' });
    expect(badLocation.statusCode).toBe(400);
    expect(badLocation.json().message).toBe(
      'La posizione deve essere "lng,lat" con longitudine tra -180 e 180 e latitudine tra -90 e 90.',
    );
    expect((await list({ location: '200,45' })).statusCode).toBe(400);
    expect((await list({ lat: '45' })).statusCode).toBe(400);
    const badIds = await t.api({
      method: 'GET',
      url: '/api/user/events',
      query: { specialities: 'not-an-id' },
      headers: { ...user.headers, 'accept-language': 'en' },
    });
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json().message).toBe('The field "specialities" must hold ids separated by commas.');
    expect((await list({ limit: '51' })).statusCode).toBe(400);
    expect((await list({ offset: '-1' })).statusCode).toBe(400);
    expect((await list({ date: '2026-13-01' })).statusCode).toBe(400);
    expect((await list({ radius: 'far' })).statusCode).toBe(400);
  });

  it('needs a login', async () => {
    const response = await t.api({ method: 'GET', url: '/api/user/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Failed to authenticate token');
  });
});
