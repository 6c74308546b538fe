import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../events/testing/eventFixtures';
import { checkResponse } from '../../../../src/testing/contract/openApiDocument';
import { callAs } from '../products/testing/shopFixtures';
import { getMyOrder, listMyOrders } from './myOrders';

// The My orders cache (orderCache.ts) answers what the database holds now: every write to a member's product orders
// or their lines raises the member's order version (migration 0028), from the API or from outside it (the payment
// reconciler, status changes, another server), and no member is ever answered another's orders.

let t: TestApp;
let marta: LoggedInUser;
let luca: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  marta = await loggedInUser(t, 'Marta');
  luca = await loggedInUser(t, 'Luca');
});
afterAll(() => t.close());

let day = 0;
/** A placed product order of `userId` with one line named `name`, each a day after the previous one. */
async function insertOrder(userId: string, name: string) {
  day += 1;
  const createdAt = new Date(Date.UTC(2026, 0, day, 12)).toISOString();
  const id = newId();
  await t.database.db
    .insertInto('product_orders')
    .values({
      id,
      user_id: userId,
      reference: `CMP-PR-CACHE-${String(day).padStart(4, '0')}`,
      status: 2,
      delivery_status: 1,
      price: 10,
      service_fee: 0.8,
      final_price: 10.8,
      payment_type: 'PayPal',
      payment_provider: 'sandbox',
      provider_order_id: null,
      provider_capture_id: null,
      full_name: 'Marta Bianchi',
      email: 'marta@campo.test',
      mobile: null,
      shipping_first_name: 'Marta',
      shipping_last_name: 'Bianchi',
      shipping_address: 'Via Torino 12',
      shipping_city: 'Milano',
      shipping_zipcode: '20123',
      shipping_country: 'Italia',
      billing_address_json: '{}',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  const lineId = newId();
  await t.database.db
    .insertInto('product_order_items')
    .values({
      id: lineId,
      order_id: id,
      product_id: null,
      variant_id: null,
      name,
      image: null,
      color: null,
      size: 'M',
      qty: 1,
      price: 10,
      final_price: 10,
      created_at: createdAt,
    })
    .execute();
  return { id, lineId };
}

const PLACED = '/api/user/myorders?productType=Product&view=placed&limit=5';
const SHIPPED = '/api/user/myorders?productType=Product&status=shipped&from=2026-01-01&to=2026-12-31&limit=5';
const searchFor = (word: string) => `/api/user/myorders?productType=Product&view=placed&q=${word}&limit=5`;

async function get(who: LoggedInUser, url: string, language = 'en') {
  const response = await callAs(t, who, language)('GET', url);
  expect(response.statusCode).toBe(200);
  expect(
    checkResponse(
      'GET',
      url.startsWith('/api/user/myorders') ? '/api/user/myorders' : '/api/user/my/order/{id}',
      200,
      response.json(),
    ),
  ).toEqual({
    ok: true,
  });
  return response;
}

const references = (body: { data: { transactionId: string }[] }) => body.data.map((order) => order.transactionId);
/** The list as the service reads it from the database now, with no cache. */
const freshList = async (who: LoggedInUser, filters: object) =>
  JSON.parse(JSON.stringify(await listMyOrders(t.database.db, who.id, 'Product', 0, 5, filters)));

describe('My orders, cached per member', () => {
  it('answers the same bytes from the cache as when it loaded, equal to the database, in each language', async () => {
    const { id } = await insertOrder(marta.id, 'Maglia "Campo" àè');
    const first = await get(marta, PLACED);
    const second = await get(marta, PLACED);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json()).toMatchObject({ data: (await freshList(marta, { view: 'placed' })).items, total: 1 });
    expect(JSON.stringify(second.json())).toBe(second.body);
    const italian = await get(marta, PLACED, 'it');
    expect(italian.json().data).toEqual(second.json().data);

    const detail = await get(marta, `/api/user/my/order/${id}`);
    expect((await get(marta, `/api/user/my/order/${id}`)).body).toBe(detail.body);
    expect(detail.json().data).toEqual(JSON.parse(JSON.stringify(await getMyOrder(t.database.db, marta.id, id))));
  });

  it("never answers another member's orders, from the list or by id", async () => {
    const { id } = await insertOrder(marta.id, 'Borraccia');
    await get(marta, `/api/user/my/order/${id}`);
    await get(marta, searchFor('borraccia'));
    const foreign = await callAs(t, luca)('GET', `/api/user/my/order/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await get(luca, searchFor('borraccia'))).json()).toMatchObject({ data: [], total: 0 });
    expect((await get(luca, PLACED)).json()).toMatchObject({ data: [], total: 0 });
    await insertOrder(luca.id, 'Borraccia blu');
    expect(references((await get(luca, searchFor('borraccia'))).json())).toHaveLength(1);
    expect((await get(marta, searchFor('borraccia'))).json().data[0]._id).toBe(id);
  });

  it('shows a status change, a new order and an edited or removed line made outside the API', async () => {
    const { id, lineId } = await insertOrder(marta.id, 'Pallone');
    const before = (await get(marta, PLACED)).json();
    expect(references(before)[0]).toBe(`CMP-PR-CACHE-${String(day).padStart(4, '0')}`);
    expect((await get(marta, SHIPPED)).json().total).toBe(0);
    await get(marta, `/api/user/my/order/${id}`);

    // As the admin's status path or the payment reconciler writes it, from any server.
    const shippedAt = new Date().toISOString();
    await t.database.db
      .updateTable('product_orders')
      .set({ delivery_status: 3, shipped_date: shippedAt })
      .where('id', '=', id)
      .execute();
    const shipped = (await get(marta, SHIPPED)).json();
    expect(shipped.total).toBe(1);
    expect(shipped.data[0]._id).toBe(id);
    const detail = (await get(marta, `/api/user/my/order/${id}`)).json().data;
    expect(detail.deliveryStatus).toBe(3);
    expect(detail.shippedDate).toBe(shippedAt);

    await t.database.db
      .updateTable('product_order_items')
      .set({ name: 'Racchetta' })
      .where('id', '=', lineId)
      .execute();
    expect((await get(marta, searchFor('racchetta'))).json().total).toBe(1);
    expect((await get(marta, `/api/user/my/order/${id}`)).json().data.products[0].name).toBe('Racchetta');

    await t.database.db.deleteFrom('product_order_items').where('id', '=', lineId).execute();
    expect((await get(marta, `/api/user/my/order/${id}`)).json().data.products).toEqual([]);

    const placedBefore = (await get(marta, PLACED)).json().total;
    await insertOrder(marta.id, 'Scarpe');
    const after = (await get(marta, PLACED)).json();
    expect(after.total).toBe(placedBefore + 1);
    expect(after).toMatchObject({ data: (await freshList(marta, { view: 'placed' })).items });

    await t.database.db.updateTable('product_orders').set({ status: 3 }).where('id', '=', id).execute();
    expect(references((await get(marta, PLACED)).json())).not.toContain(detail.transactionId);
  });

  it('moves an order from one member to another in both lists and details', async () => {
    const { id } = await insertOrder(marta.id, 'Zaino');
    expect(references((await get(marta, searchFor('zaino'))).json())).toHaveLength(1);
    expect((await get(luca, searchFor('zaino'))).json().total).toBe(0);
    await get(marta, `/api/user/my/order/${id}`);
    expect((await callAs(t, luca)('GET', `/api/user/my/order/${id}`)).statusCode).toBe(404);

    await t.database.db.updateTable('product_orders').set({ user_id: luca.id }).where('id', '=', id).execute();
    expect((await get(marta, searchFor('zaino'))).json().total).toBe(0);
    expect((await callAs(t, marta)('GET', `/api/user/my/order/${id}`)).statusCode).toBe(404);
    expect((await get(luca, searchFor('zaino'))).json().data[0]._id).toBe(id);
    expect((await get(luca, `/api/user/my/order/${id}`)).json().data._id).toBe(id);
  });

  it("shows a ticket order with its event's current name (ticket orders are not kept)", async () => {
    const world = await eventWorld(t);
    const eventId = await insertEvent(world.db, { ...world, name: 'Derby di Milano' });
    const orderId = newId();
    await world.db
      .insertInto('event_transactions')
      .values({
        id: orderId,
        user_id: marta.id,
        event_id: eventId,
        status: 2,
        no_of_tickets: 1,
        ticket_holder_name: 'Marta Bianchi',
        price: 10,
        service_fee: 0.8,
        final_price: 10.8,
        payment_type: 'PayPal',
        payment_provider: 'sandbox',
        provider_order_id: null,
        provider_capture_id: null,
        reference: 'CMP-EV-CACHE-1',
      })
      .execute();
    const url = `/api/user/my/order/${orderId}`;
    const before = (await get(marta, url)).json().data;
    await world.db.updateTable('events').set({ name: 'Derby rinviato' }).where('id', '=', eventId).execute();
    const after = (await get(marta, url)).json().data;
    expect(after).toEqual(JSON.parse(JSON.stringify(await getMyOrder(t.database.db, marta.id, orderId))));
    expect(JSON.stringify(after)).toContain('Derby rinviato');
    expect(JSON.stringify(before)).toContain('Derby di Milano');
    expect((await callAs(t, luca)('GET', url)).statusCode).toBe(404);
  });
});
