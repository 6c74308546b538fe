import type { DeliveryStatus, TransactionStatus } from '../../db/database';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../events/testing/eventFixtures';
import { checkResponse } from '../../../../src/testing/contract/openApiDocument';
import { callAs } from '../products/testing/shopFixtures';

// GET /user/myorders narrowed by search, view, delivery status and dates, on a member with 1,000 product orders.

let t: TestApp;
let mario: LoggedInUser;
let call: ReturnType<typeof callAs>;

const ORDERS = 1000;
const NAMES = ['Maglia rossa', 'Pallone da calcio', 'Borraccia termica', 'Scarpe da corsa'];
const DAY_MS = 86_400_000;
/** Order i was made on day i (2025-01-01 + i days, 12:00 UTC). */
const createdAt = (i: number) => new Date(Date.UTC(2025, 0, 1, 12) + i * DAY_MS).toISOString();
const statusOf = (i: number): TransactionStatus => (i % 10 === 0 ? 1 : i % 10 === 1 ? 3 : 2);
const deliveryOf = (i: number): DeliveryStatus => ((i % 6) + 1) as DeliveryStatus;
const referenceOf = (i: number) => `CMP-PR-2025XXXX-${String(i).padStart(6, '0')}`;

async function seedOrders(userId: string) {
  const db = t.database.db;
  const rows = Array.from({ length: ORDERS }, (_, i) => ({
    id: newId(),
    user_id: userId,
    reference: referenceOf(i),
    status: statusOf(i),
    delivery_status: deliveryOf(i),
    price: 10,
    service_fee: 0.8,
    final_price: 10.8,
    payment_type: 'PayPal',
    payment_provider: 'sandbox',
    provider_order_id: null,
    provider_capture_id: null,
    full_name: 'Mario Rossi',
    email: 'mario@campo.test',
    mobile: null,
    shipping_first_name: 'Mario',
    shipping_last_name: 'Rossi',
    shipping_address: 'Via Torino 12',
    shipping_city: 'Milano',
    shipping_zipcode: '20123',
    shipping_country: 'Italia',
    billing_address_json: '{}',
    created_at: createdAt(i),
    updated_at: createdAt(i),
  }));
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100);
    await db.insertInto('product_orders').values(chunk).execute();
    await db
      .insertInto('product_order_items')
      .values(
        chunk.map((row, offset) => ({
          id: newId(),
          order_id: row.id,
          product_id: null,
          variant_id: null,
          name: NAMES[(start + offset) % NAMES.length],
          image: null,
          color: null,
          size: 'M',
          qty: 1,
          price: 10,
          final_price: 10,
          created_at: row.created_at,
        })),
      )
      .execute();
  }
}

const expected = (keep: (i: number) => boolean) =>
  Array.from({ length: ORDERS }, (_, i) => i)
    .filter(keep)
    .reverse();

async function list(query: string, language = 'en') {
  const response = await callAs(t, mario, language)('GET', `/api/user/myorders?${query}`);
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  mario = await loggedInUser(t, 'Mario');
  call = callAs(t, mario);
  await seedOrders(mario.id);
});
afterAll(() => t.close());

describe('GET /api/user/myorders with 1,000 orders', () => {
  it('pages every order newest first without filters (contract-checked)', async () => {
    const response = await list('productType=Product&limit=5');
    expect(response.statusCode).toBe(200);
    expect(checkResponse('GET', '/api/user/myorders', 200, response.json())).toEqual({ ok: true });
    expect(response.json().total).toBe(ORDERS);
    expect(response.json().data.map((o: { transactionId: string }) => o.transactionId)).toEqual(
      expected(() => true)
        .slice(0, 5)
        .map(referenceOf),
    );
  });

  it('puts placed orders apart from attempts that were never paid', async () => {
    const placed = (await list('productType=Product&view=placed&limit=50')).json();
    expect(placed.total).toBe(expected((i) => statusOf(i) === 2).length);
    expect(placed.data.every((o: { status: number }) => o.status === 2)).toBe(true);
    const attempts = (await list('productType=Product&view=attempts&limit=50&offset=50')).json();
    const attemptIds = expected((i) => statusOf(i) !== 2);
    expect(attempts.total).toBe(attemptIds.length);
    expect(attempts.data.map((o: { transactionId: string }) => o.transactionId)).toEqual(
      attemptIds.slice(50, 100).map(referenceOf),
    );
  });

  it('searches product names and references, case-insensitive, with wildcards taken literally', async () => {
    const byName = (await list('productType=Product&q=BORRACCIA&limit=3')).json();
    const borracce = expected((i) => i % NAMES.length === 2);
    expect(byName.total).toBe(borracce.length);
    expect(byName.data.map((o: { transactionId: string }) => o.transactionId)).toEqual(
      borracce.slice(0, 3).map(referenceOf),
    );
    const byReference = (await list(`productType=Product&q=${encodeURIComponent('-000777')}`)).json();
    expect(byReference.total).toBe(1);
    expect(byReference.data[0].transactionId).toBe(referenceOf(777));
    expect((await list('productType=Product&q=%25')).json().total).toBe(0);
  });

  it('filters placed orders by delivery status and by an inclusive date range', async () => {
    const shipped = (await list('productType=Product&status=shipped&limit=50')).json();
    expect(shipped.total).toBe(expected((i) => statusOf(i) === 2 && deliveryOf(i) === 3).length);
    expect(shipped.data.every((o: { deliveryStatus: number }) => o.deliveryStatus === 3)).toBe(true);
    const ordered = (await list('productType=Product&status=ordered&limit=1')).json();
    expect(ordered.total).toBe(expected((i) => statusOf(i) === 2 && deliveryOf(i) <= 2).length);

    // Days 10..19 of the seed: 2025-01-11 to 2025-01-20.
    const range = (await list('productType=Product&from=2025-01-11&to=2025-01-20&limit=50')).json();
    expect(range.data.map((o: { transactionId: string }) => o.transactionId)).toEqual(
      expected((i) => i >= 10 && i <= 19).map(referenceOf),
    );
    const combined = (await list('productType=Product&view=placed&q=maglia&from=2025-01-01&to=2025-03-01')).json();
    expect(combined.total).toBe(expected((i) => i <= 59 && statusOf(i) === 2 && i % NAMES.length === 0).length);
  });

  it('answers 400 with a readable message for bad parameters, in the reader language', async () => {
    const cases: [string, RegExp][] = [
      ['productType=Product&from=2025-02-01&to=2025-01-01', /"from" date \(2025-02-01\) must be on or before/],
      ['productType=Event&status=shipped', /delivery status filters placed product orders only/],
      ['productType=Product&view=attempts&status=delivered', /delivery status filters placed product orders only/],
      ['productType=Product&view=paid', /view/],
      ['productType=Product&status=lost', /status/],
      ['productType=Product&from=2025-13-01', /from/],
      ['productType=Product&to=yesterday', /to/],
      [`productType=Product&q=${'x'.repeat(101)}`, /q/],
      ['productType=Product&q=%20%20', /q/],
      ['productType=Product&sort=price', /sort/],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().message).toMatch(message);
    }
    const italian = await list('productType=Product&from=2025-02-01&to=2025-01-01', 'it');
    expect(italian.json().message).toMatch(/La data "dal"/);
  });

  it('pages a search and a filter to the end, with the total on a page past it', async () => {
    const maglie = expected((i) => statusOf(i) === 2 && i % NAMES.length === 0);
    const last = (await list(`productType=Product&view=placed&q=maglia&limit=50&offset=${maglie.length - 3}`)).json();
    expect(last.total).toBe(maglie.length);
    expect(last.data.map((o: { transactionId: string }) => o.transactionId)).toEqual(maglie.slice(-3).map(referenceOf));
    const past = (await list(`productType=Product&view=placed&q=maglia&offset=${maglie.length + 5}`)).json();
    expect(past).toMatchObject({ total: maglie.length, data: [] });
    const returned = expected((i) => statusOf(i) === 2 && deliveryOf(i) === 5 && i >= 100 && i <= 399);
    const page = (
      await list('productType=Product&status=returned&from=2025-04-11&to=2026-02-04&limit=7&offset=7')
    ).json();
    expect(page.total).toBe(returned.length);
    expect(page.data.map((o: { transactionId: string }) => o.transactionId)).toEqual(
      returned.slice(7, 14).map(referenceOf),
    );
  });

  it('finds an order by a line added, renamed or removed later, never across two names', async () => {
    const db = t.database.db;
    const order = await db
      .selectFrom('product_orders')
      .select('id')
      .where('reference', '=', referenceOf(500))
      .executeTakeFirstOrThrow();
    const lineId = newId();
    await db
      .insertInto('product_order_items')
      .values({
        id: lineId,
        order_id: order.id,
        product_id: null,
        variant_id: null,
        name: 'Guanti da Portiere',
        image: null,
        color: null,
        size: 'M',
        qty: 1,
        price: 10,
        final_price: 10,
        created_at: createdAt(500),
      })
      .execute();
    const found = async (q: string) =>
      (await list(`productType=Product&q=${encodeURIComponent(q)}`))
        .json()
        .data.map((o: { transactionId: string }) => o.transactionId);
    expect(await found('guanti da PORTIERE')).toEqual([referenceOf(500)]);
    await db.updateTable('product_order_items').set({ name: 'Parastinchi' }).where('id', '=', lineId).execute();
    expect(await found('portiere')).toEqual([]);
    expect(await found('parastinchi')).toEqual([referenceOf(500)]);
    // The order's other line is "Maglia rossa" (500 % 4 = 0): no match across the two names.
    expect(await found('rossa\nparastinchi')).toEqual([]);
    expect(await found('rossa parastinchi')).toEqual([]);
    await db.deleteFrom('product_order_items').where('id', '=', lineId).execute();
    expect(await found('parastinchi')).toEqual([]);
  });

  it("never shows another member's orders, whatever the search", async () => {
    const giulia = await loggedInUser(t, 'Giulia');
    const response = await callAs(t, giulia)('GET', '/api/user/myorders?productType=Product&q=maglia');
    expect(response.json()).toMatchObject({ total: 0, data: [] });
  });
});

describe('GET /api/user/myorders for ticket purchases', () => {
  it('searches by event name and keeps attempts apart', async () => {
    const world = await eventWorld(t);
    const derby = await insertEvent(world.db, { ...world, name: 'Derby di Milano' });
    const torneo = await insertEvent(world.db, { ...world, name: 'Torneo estivo' });
    const buy = (eventId: string, status: TransactionStatus, day: number) =>
      world.db
        .insertInto('event_transactions')
        .values({
          id: newId(),
          user_id: mario.id,
          event_id: eventId,
          status,
          no_of_tickets: 1,
          ticket_holder_name: 'Mario Rossi',
          price: 10,
          service_fee: 0.8,
          final_price: 10.8,
          payment_type: 'PayPal',
          payment_provider: 'sandbox',
          provider_order_id: null,
          provider_capture_id: null,
          reference: `CMP-EV-2025-${day}`,
          created_at: createdAt(day),
          updated_at: createdAt(day),
        })
        .execute();
    await buy(derby, 2, 1);
    await buy(derby, 3, 2);
    await buy(torneo, 2, 3);
    const derbyPlaced = (await call('GET', '/api/user/myorders?productType=Event&q=derby&view=placed')).json();
    expect(derbyPlaced.data.map((o: { transactionId: string }) => o.transactionId)).toEqual(['CMP-EV-2025-1']);
    const attempts = (await call('GET', '/api/user/myorders?productType=Event&view=attempts')).json();
    expect(attempts.data.map((o: { transactionId: string }) => o.transactionId)).toEqual(['CMP-EV-2025-2']);
    const all = (await call('GET', '/api/user/myorders?productType=Event')).json();
    expect(all.total).toBe(3);
  });
});
