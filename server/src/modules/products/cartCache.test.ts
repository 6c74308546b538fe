import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { loggedInUser, type LoggedInUser } from '../events/testing/eventFixtures';
import { checkResponse } from '../../../../src/testing/contract/openApiDocument';
import { getCart } from './cart';
import { createCartCache } from './cartCache';
import { callAs, shopWorld } from './testing/shopFixtures';

// The cart cache (cartCache.ts) answers what the database holds now: every write to a member's cart lines raises
// their cart version and every catalogue write the `products` version (migrations 0025 and 0024), from the API or
// from outside it.

let t: TestApp;
let world: Awaited<ReturnType<typeof shopWorld>>;
let marta: LoggedInUser;
let luca: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  world = await shopWorld(t);
  marta = await loggedInUser(t, 'Marta');
  luca = await loggedInUser(t, 'Luca');
});
afterAll(() => t.close());

async function cartOf(who: LoggedInUser) {
  const response = await callAs(t, who)('GET', '/api/user/carts');
  expect(response.statusCode).toBe(200);
  expect(checkResponse('GET', '/api/user/carts', 200, response.json())).toEqual({ ok: true });
  return response;
}

/** The cart as the service reads it from the database now, with no cache. */
const fresh = async (who: LoggedInUser) => JSON.parse(JSON.stringify(await getCart(world.db, who.id)));

async function add(who: LoggedInUser, productId: string, variantId: string, qty = 1) {
  const response = await callAs(t, who)('POST', '/api/user/cart', { productId, variantId, qty });
  expect(response.statusCode).toBeLessThan(300);
  return response.json().data._id as string;
}

describe('the cart, cached per member', () => {
  it('answers the same bytes from the cache as when it loaded, equal to the database', async () => {
    const scarf = await world.product([{ price: 12.5, stock: 5 }], { name: 'Sciarpa "Campo" àè' });
    await add(marta, scarf.id, scarf.variantIds[0], 2);
    const first = await cartOf(marta);
    const second = await cartOf(marta);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json().data).toEqual(await fresh(marta));
    expect(JSON.stringify(second.json())).toBe(second.body);
    const italian = await callAs(t, marta, 'it')('GET', '/api/user/carts');
    expect(italian.json().data).toEqual(second.json().data);
  });

  it('shows quantity writes, lines added or removed, through the API and outside it', async () => {
    const cap = await world.product(
      [
        { price: 8, stock: 9 },
        { price: 9, stock: 9 },
      ],
      { name: 'Cappellino' },
    );
    const lineId = await add(marta, cap.id, cap.variantIds[0]);
    await cartOf(marta);
    await callAs(t, marta)('PUT', `/api/user/cart/${lineId}`, { qty: 3 });
    expect((await cartOf(marta)).json().data).toEqual(await fresh(marta));
    await world.db.updateTable('cart_items').set({ qty: 4 }).where('id', '=', lineId).execute();
    const line = (await cartOf(marta)).json().data.lines.find((l: { _id: string }) => l._id === lineId);
    expect(line.qty).toBe(4);
    await world.db
      .insertInto('cart_items')
      .values({
        id: newId(),
        user_id: marta.id,
        product_id: cap.id,
        variant_id: cap.variantIds[1],
        qty: 1,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await cartOf(marta)).json().data).toEqual(await fresh(marta));
    await world.db.deleteFrom('cart_items').where('id', '=', lineId).execute();
    const after = (await cartOf(marta)).json().data;
    expect(after.lines.some((l: { _id: string }) => l._id === lineId)).toBe(false);
    expect(after).toEqual(await fresh(marta));
  });

  it('shows a new price, stock, name and picture of a product in the cart', async () => {
    const ball = await world.product([{ price: 20, stock: 5 }], { name: 'Pallone cache' });
    await add(marta, ball.id, ball.variantIds[0], 3);
    await cartOf(marta);
    await world.db.updateTable('product_variants').set({ price: 22 }).where('id', '=', ball.variantIds[0]).execute();
    await world.db.updateTable('product_variants').set({ stock: 2 }).where('id', '=', ball.variantIds[0]).execute();
    await world.db.updateTable('products').set({ name: 'Pallone nuovo' }).where('id', '=', ball.id).execute();
    await world.db
      .updateTable('product_variant_images')
      .set({ url: '/uploads/seed/products/new.png' })
      .where('variant_id', '=', ball.variantIds[0])
      .execute();
    const cart = (await cartOf(marta)).json().data;
    const line = cart.lines.find((l: { productId: string }) => l.productId === ball.id);
    expect(line).toMatchObject({ price: 22, stock: 2, insufficientStock: true, name: 'Pallone nuovo' });
    expect(line.image).toBe('/uploads/seed/products/new.png');
    expect(cart.canCheckout).toBe(false);
    expect(cart).toEqual(await fresh(marta));
  });

  it("keeps each member's cart their own: another member's writes neither show nor refresh it", async () => {
    const sock = await world.product([{ price: 4, stock: 50 }], { name: 'Calzettoni' });
    const before = await cartOf(marta);
    await add(luca, sock.id, sock.variantIds[0], 5);
    expect((await cartOf(marta)).body).toBe(before.body);
    const lucas = (await cartOf(luca)).json().data;
    expect(lucas.lines.map((l: { productId: string }) => l.productId)).toEqual([sock.id]);
    expect(lucas).toEqual(await fresh(luca));
  });
});

describe('createCartCache', () => {
  it('loads once while the versions stand, again after a cart or catalogue write, within its byte budget', async () => {
    const cache = createCartCache(64);
    const glove = await world.product([{ price: 30, stock: 8 }], { name: 'Guanti' });
    let loads = 0;
    const load = async () => Buffer.from(`{"n":${++loads}}`);
    expect((await cache.cart(world.db, marta.id, load)).toString()).toBe('{"n":1}');
    expect((await cache.cart(world.db, marta.id, load)).toString()).toBe('{"n":1}');
    await add(marta, glove.id, glove.variantIds[0]);
    expect((await cache.cart(world.db, marta.id, load)).toString()).toBe('{"n":2}');
    await world.db.updateTable('product_variants').set({ stock: 7 }).where('id', '=', glove.variantIds[0]).execute();
    expect((await cache.cart(world.db, marta.id, load)).toString()).toBe('{"n":3}');
    // A member who never had a cart line has no cart version: kept all the same.
    const never = newId();
    expect((await cache.cart(world.db, never, load)).toString()).toBe('{"n":4}');
    expect((await cache.cart(world.db, never, load)).toString()).toBe('{"n":4}');
    // 64 bytes hold few carts: the least recently read goes first.
    const big = async () => Buffer.from(`{"big":"${'x'.repeat(45)}","n":${++loads}}`);
    await cache.cart(world.db, luca.id, big);
    expect((await cache.cart(world.db, never, load)).toString()).toBe('{"n":6}');
  });
});
