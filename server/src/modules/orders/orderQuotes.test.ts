import { sandboxDb } from '../../payments/sandboxTables';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { loggedInUser } from '../events/testing/eventFixtures';
import { ADDRESS, callAs, quotedOrder, shopWorld } from '../products/testing/shopFixtures';
import { reconcileOpenOrders } from './orderReconciler';
import { trustDb } from './orderTrustTables';
import { orderDepsOf } from './testing/holdRace';

let t: TestApp;
let world: Awaited<ReturnType<typeof shopWorld>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
  world = await shopWorld(t);
});
afterAll(() => t.close());

/** A logged-in buyer with one address and one product line (price 20, stock 5) in the cart. */
async function buyerWithCart(firstName: string, qty = 1) {
  const user = await loggedInUser(t, firstName);
  const call = callAs(t, user);
  const addressId = (await call('POST', '/api/user/addresses', ADDRESS)).json().data._id as string;
  const product = await world.product([{ price: 20, stock: 5 }], { name: `Felpa ${firstName}` });
  const variantId = product.variantIds[0];
  await call('POST', '/api/user/cart', { productId: product.id, variantId, qty });
  return { user, call, variantId, addresses: { billingAddressId: addressId, shippingAddressId: addressId } };
}

const ordersOf = async (userId: string) =>
  world.db.selectFrom('product_orders').select(['final_price']).where('user_id', '=', userId).execute();

const setPrice = (variantId: string, price: number) =>
  world.db.updateTable('product_variants').set({ price }).where('id', '=', variantId).execute();

describe('order quotes: the preview fixes what is charged', () => {
  it('gives the preview an id and an expiry 30 minutes on, and stores it', async () => {
    const buyer = await buyerWithCart('Mario');
    const before = Date.now();
    const preview = (await buyer.call('POST', '/api/user/product/order/preview', buyer.addresses)).json().data;
    expect(preview.quoteId).toMatch(/^[0-9a-f]{24}$/);
    const ttl = Date.parse(preview.expiresAt) - before;
    expect(ttl).toBeGreaterThan(29 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(31 * 60 * 1000);
    const stored = await trustDb(world.db)
      .selectFrom('order_quotes')
      .select(['user_id', 'final_price'])
      .where('id', '=', preview.quoteId)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(buyer.user.id);
    expect(Number(stored.final_price)).toBe(preview.finalPrice);
  });

  it('charges the quoted total when nothing changed', async () => {
    const buyer = await buyerWithCart('Mario', 2);
    const body = await quotedOrder(buyer.call, buyer.addresses);
    const started = await buyer.call('POST', '/api/user/product/transaction/init', body);
    expect(started.statusCode).toBe(201);
    // 40 + 3 % + 0.50 = 41.70
    expect(started.json().data.finalPrice).toBe(41.7);
    const payment = await sandboxDb(world.db)
      .selectFrom('sandbox_payment_orders')
      .select('amount')
      .where('id', '=', started.json().data.orderId)
      .executeTakeFirstOrThrow();
    expect(Number(payment.amount)).toBe(41.7);
  });

  it('refuses with 409 "prices changed" and the new lines and total when a price rose, charging nothing', async () => {
    const buyer = await buyerWithCart('Mario');
    const body = await quotedOrder(buyer.call, buyer.addresses);
    await setPrice(buyer.variantId, 28);

    const refused = await buyer.call('POST', '/api/user/product/transaction/init', body);
    expect(refused.statusCode).toBe(409);
    const answer = refused.json();
    expect(answer).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      reason: 'pricesChanged',
      message: 'Prices changed since your preview: check the new total and confirm.',
    });
    expect(answer.quote.lines).toEqual([expect.objectContaining({ variantId: buyer.variantId, price: 28, qty: 1 })]);
    // 28 + 3 % + 0.50 = 29.34
    expect(answer.quote.finalPrice).toBe(29.34);
    expect(answer.quote.quoteId).not.toBe(body.quoteId);
    expect(await ordersOf(buyer.user.id)).toEqual([]);

    // Confirming the new quote charges exactly it.
    const confirmed = await buyer.call('POST', '/api/user/product/transaction/init', {
      ...buyer.addresses,
      quoteId: answer.quote.quoteId,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data.finalPrice).toBe(29.34);
  });

  it('refuses when a price fell or a quantity changed too (what was shown is what is charged)', async () => {
    const buyer = await buyerWithCart('Mario');
    const cheaper = await quotedOrder(buyer.call, buyer.addresses);
    await setPrice(buyer.variantId, 15);
    expect((await buyer.call('POST', '/api/user/product/transaction/init', cheaper)).json().reason).toBe(
      'pricesChanged',
    );
    const shown = await quotedOrder(buyer.call, buyer.addresses);
    const cart = (await buyer.call('GET', '/api/user/carts')).json().data;
    await buyer.call('PUT', `/api/user/cart/${cart.lines[0]._id}`, { qty: 3 });
    const refused = await buyer.call('POST', '/api/user/product/transaction/init', shown);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().quote.lines[0].qty).toBe(3);
  });

  it('refuses an expired quote with the current one, in Italian too', async () => {
    const buyer = await buyerWithCart('Mario');
    const body = await quotedOrder(buyer.call, buyer.addresses);
    await trustDb(world.db)
      .updateTable('order_quotes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', body.quoteId)
      .execute();
    const refused = await callAs(t, buyer.user, 'it')('POST', '/api/user/product/transaction/init', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'quoteExpired',
      message: 'Il riepilogo è scaduto: controlla il totale di adesso e conferma.',
      quote: { finalPrice: 21.1 },
    });
    expect(await ordersOf(buyer.user.id)).toEqual([]);
  });

  it("refuses another user's quote (404), an unknown or malformed one, and a missing one (400)", async () => {
    const mario = await buyerWithCart('Mario');
    const giulia = await buyerWithCart('Giulia');
    const marios = await quotedOrder(mario.call, mario.addresses);
    const stolen = await giulia.call('POST', '/api/user/product/transaction/init', {
      ...giulia.addresses,
      quoteId: marios.quoteId,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Preview not found: open the order preview again.');
    const unknown = { ...mario.addresses, quoteId: '0123456789abcdef01234567' };
    expect((await mario.call('POST', '/api/user/product/transaction/init', unknown)).statusCode).toBe(404);
    const malformed = { ...mario.addresses, quoteId: 'x' };
    expect((await mario.call('POST', '/api/user/product/transaction/init', malformed)).statusCode).toBe(400);
    const missing = await mario.call('POST', '/api/user/product/transaction/init', mario.addresses);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The field "quoteId" is required.');
    expect(await ordersOf(giulia.user.id)).toEqual([]);
  });

  it('refuses a quote made for other addresses', async () => {
    const buyer = await buyerWithCart('Mario');
    const other = (await buyer.call('POST', '/api/user/addresses', { ...ADDRESS, city: 'Torino' })).json().data._id;
    const body = await quotedOrder(buyer.call, buyer.addresses);
    const moved = await buyer.call('POST', '/api/user/product/transaction/init', { ...body, shippingAddressId: other });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().quote.shippingAddress.city).toBe('Torino');
  });

  it('forgets quotes a day after they expired (the reconciler cleans up on its runs)', async () => {
    const buyer = await buyerWithCart('Mario');
    const body = await quotedOrder(buyer.call, buyer.addresses);
    const stored = () =>
      trustDb(world.db).selectFrom('order_quotes').select('id').where('id', '=', body.quoteId).execute();
    await reconcileOpenOrders(orderDepsOf(t), new Date(Date.now() + 60 * 60 * 1000));
    expect(await stored()).toHaveLength(1);
    await reconcileOpenOrders(orderDepsOf(t), new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await stored()).toEqual([]);
  });
});
