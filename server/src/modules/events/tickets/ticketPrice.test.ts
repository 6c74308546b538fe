import { createTestApp, type TestApp } from '../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../testing/eventFixtures';
import { expectedTicketPriceOutcome, ticketPriceScenario } from './testing/priceHonoured';

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;
let buyer: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
  world = await eventWorld(t);
  buyer = await loggedInUser(t, 'Ugo');
});
afterAll(() => t.close());

const start = (payload: object) =>
  t.api({
    method: 'POST',
    url: '/api/user/init/event/transaction',
    headers: { ...buyer.headers, 'accept-language': 'en' },
    payload,
  });
const newEvent = (cost: number) =>
  insertEvent(world.db, { associationId: world.associationId, specialityId: world.specialityId, cost, tickets: 5 });

describe('POST /api/user/init/event/transaction honours the price the buyer saw', () => {
  it('refuses a changed price with the new quote, then charges the confirmed total exactly', async () => {
    expect(await ticketPriceScenario(t)).toEqual(expectedTicketPriceOutcome);
  });

  it('starts at once when the price is the one shown (compared to the cent)', async () => {
    const eventId = await newEvent(10);
    const response = await start({ eventId, noOfTickets: 2, ticketHolderName: 'Ugo', expectedFinalPrice: 21.1 });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 1, finalPrice: 21.1 });
  });

  it('does not book tickets that were free when shown and cost something now', async () => {
    const eventId = await newEvent(0);
    await world.db.updateTable('events').set({ cost: 5 }).where('id', '=', eventId).execute();
    const response = await start({ eventId, noOfTickets: 1, ticketHolderName: 'Ugo', expectedFinalPrice: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: 'pricesChanged', quote: { finalPrice: 5.65 } });
    const booked = await world.db
      .selectFrom('event_transactions')
      .select('id')
      .where('event_id', '=', eventId)
      .execute();
    expect(booked).toEqual([]);
  });

  it('keeps the other 409s as messages without a quote', async () => {
    const eventId = await newEvent(10);
    const response = await start({ eventId, noOfTickets: 6, ticketHolderName: 'Ugo', expectedFinalPrice: 63.3 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Not enough tickets: 5 left.', statusCode: 409, error: 'Conflict' });
  });

  it('answers 400 with a message for a negative or non-numeric expected price', async () => {
    const eventId = await newEvent(10);
    for (const expectedFinalPrice of [-1, 'dieci', null]) {
      const response = await start({ eventId, noOfTickets: 1, ticketHolderName: 'Ugo', expectedFinalPrice });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
