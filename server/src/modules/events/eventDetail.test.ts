import { createTestApp, type TestApp } from '../../testing/testApp';
import { newId } from '../../lib/ids';
import {
  eventWorld,
  insertCategory,
  insertEvent,
  insertVenue,
  loggedInUser,
  type LoggedInUser,
} from './testing/eventFixtures';
import { approvedPurchase, capture, startPurchase } from './testing/sandboxCheckout';

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;
let buyer: LoggedInUser;
let other: LoggedInUser;
let eventId: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
  world = await eventWorld(t);
  buyer = await loggedInUser(t, 'Luca');
  other = await loggedInUser(t, 'Sara');
  categoryId = await insertCategory(world.db, world.specialityId, 'Under 14');
  await insertCategory(world.db, world.specialityId, 'Amatori');
  const venueId = await insertVenue(world.db, 'Arena Civica', 45.4765, 9.1796);
  eventId = await insertEvent(world.db, {
    associationId: world.associationId,
    specialityId: world.specialityId,
    categoryId,
    venueId,
    name: 'Torneo di primavera',
    cost: 15,
    tickets: 30,
    startOffset: 7,
    lengthDays: 1,
    descriptionHtml: '<p>Partite <em>tutto</em> il giorno.</p>',
  });
  await world.db
    .insertInto('event_images')
    .values({ id: newId(), event_id: eventId, uploaded_by: null, url: '/uploads/seed/events/a.png' })
    .execute();
  await world.db
    .insertInto('event_documents')
    .values({ id: newId(), event_id: eventId, name: 'Regolamento.pdf', url: '/uploads/seed/docs/regolamento.pdf' })
    .execute();
  const order = await approvedPurchase(t, buyer, eventId, 2);
  await capture(t, buyer, order.token);
});

afterAll(() => t.close());

const get = (url: string, who: LoggedInUser | null = buyer, language = 'it') =>
  t.api({ method: 'GET', url, headers: { ...(who?.headers ?? {}), 'accept-language': language } });

describe('event detail', () => {
  it('answers SPEC section 3 "Event (detail)" to a logged-in user', async () => {
    const response = await get(`/api/user/event/${eventId}`);
    expect(response.statusCode).toBe(200);
    const event = response.json().data;
    expect(event).toMatchObject({
      _id: eventId,
      name: 'Torneo di primavera',
      speciality: { _id: world.specialityId, title: expect.stringMatching(/^Calcio/) },
      category: { _id: categoryId, name: 'Under 14', icon: null },
      cost: 15,
      currencySymbol: '€',
      startTime: '10:00',
      endTime: '12:00',
      location: { address: 'Via dello Sport 1, Milano', coordinates: [9.19, 45.4642] },
      description: '<p>Partite <em>tutto</em> il giorno.</p>',
      websiteUrl: 'www.campo.example',
      remainingTickets: 28,
      totalTickets: 30,
      images: [{ _id: expect.any(String), url: '/uploads/seed/events/a.png' }],
      documents: [{ _id: expect.any(String), name: 'Regolamento.pdf', url: '/uploads/seed/docs/regolamento.pdf' }],
      association: { _id: world.associationId, name: 'ASD Campo Milano', picture: null },
      isFavourite: false,
      isExpired: false,
      shareUrl: `https://campo.example/event/detail/public/${eventId}`,
    });
    expect(event.eventDate).toBe(event.startDate);
    expect(event.subscribedUsers).toEqual([{ _id: buyer.id, picture: null, firstName: 'Luca', lastName: 'Verdi' }]);
  });

  it('serves the public page data without login, participants or favourite', async () => {
    const response = await get(`/api/event/${eventId}`, null);
    expect(response.statusCode).toBe(200);
    const event = response.json().data;
    expect(event.name).toBe('Torneo di primavera');
    expect(event).not.toHaveProperty('subscribedUsers');
    expect(event).not.toHaveProperty('isFavourite');
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    const missing = await get(`/api/user/event/${'0'.repeat(24)}`, buyer, 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found.');
    expect((await get('/api/user/event/123')).statusCode).toBe(400);
    expect((await get('/api/event/not-an-id', null)).statusCode).toBe(400);
  });
});

describe('my events', () => {
  it("lists the user's completed purchases with presence and ticket summary", async () => {
    await startPurchase(t, buyer, eventId, 1); // Initiated only: not listed.
    const response = await get('/api/user/myevents?offset=0&limit=3');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      _id: eventId,
      name: 'Torneo di primavera',
      isPresence: 0,
      transaction: {
        _id: expect.any(String),
        transactionId: expect.stringMatching(/^CMP-EV-/),
        noOfTickets: 2,
        ticketHolderName: 'Luca Verdi',
      },
    });
    expect((await get('/api/user/myevents', other)).json()).toMatchObject({ data: [], total: 0 });
  });

  it('answers one registered event with its tickets, 404 for an event without tickets', async () => {
    const response = await get(`/api/user/myevent/${eventId}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.tickets).toHaveLength(1);
    expect(data.tickets[0]).toMatchObject({
      noOfTickets: 2,
      price: 30,
      serviceFee: 1.4,
      finalPrice: 31.4,
      isPresence: 0,
    });
    expect(data.transaction._id).toBe(data.tickets[0]._id);
    expect((await get(`/api/user/myevent/${eventId}`, other)).statusCode).toBe(404);
  });
});

describe('options, venues and geocoding', () => {
  it('lists specialities and the categories of one', async () => {
    const specialities = (await get('/api/user/specialities/options')).json().data;
    expect(specialities).toContainEqual({ _id: world.specialityId, title: expect.stringMatching(/^Calcio/) });
    const categories = await get(`/api/user/specialities/category?specialityId=${world.specialityId}`);
    expect(categories.json().data.map((c: { name: string }) => c.name)).toEqual(['Amatori', 'Under 14']);
    expect((await get(`/api/user/specialities/category?specialityId=${'f'.repeat(24)}`)).statusCode).toBe(404);
    expect((await get('/api/user/specialities/category')).statusCode).toBe(400);
  });

  it('ranks popular venues by upcoming events', async () => {
    const venues = (await get('/api/user/popular/venues')).json().data;
    expect(venues.popularVenues).toEqual([
      {
        _id: expect.any(String),
        name: 'Arena Civica',
        address: 'Arena Civica, Italia',
        coordinates: [9.1796, 45.4765],
        lat: 45.4765,
        lng: 9.1796,
      },
    ]);
  });

  it('geocodes offline in the Google shape', async () => {
    const response = await get('/api/user/geocode?address=bologna');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      results: [{ formatted_address: 'Bologna BO, Italia', geometry: { location: { lat: 44.4949, lng: 11.3426 } } }],
    });
    expect((await get('/api/user/geocode?address=')).statusCode).toBe(400);
  });
});
