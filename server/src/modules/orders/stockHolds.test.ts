import { sandboxDb } from '../../payments/sandboxTables';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { pressSandboxButton } from '../events/testing/sandboxCheckout';
import { loggedInUser } from '../events/testing/eventFixtures';
import { ADDRESS, callAs, quotedOrder, shopWorld, stockOf } from '../products/testing/shopFixtures';
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

async function buyer(firstName: string, stock: number, qty: number) {
  const user = await loggedInUser(t, firstName);
  const call = callAs(t, user);
  const addressId = (await call('POST', '/api/user/addresses', ADDRESS)).json().data._id as string;
  const product = await world.product([{ price: 10, stock }]);
  const variantId = product.variantIds[0];
  await call('POST', '/api/user/cart', { productId: product.id, variantId, qty });
  const addresses = { billingAddressId: addressId, shippingAddressId: addressId };
  const start = async () => {
    const started = await call('POST', '/api/user/product/transaction/init', await quotedOrder(call, addresses));
    if (started.statusCode !== 201) throw new Error(`init: ${started.statusCode} ${started.body}`);
    return started.json().data as { _id: string; orderId: string };
  };
  return { user, call, productId: product.id, variantId, addresses, start };
}

const holdOf = (orderId: string) =>
  trustDb(world.db)
    .selectFrom('stock_holds')
    .select(['state', 'expires_at', 'release_reason'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
const statusOf = async (orderId: string) =>
  Number(
    (await world.db.selectFrom('product_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
      .status,
  );
const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60 * 1000);

describe('stock held during checkout', () => {
  it('starting the payment holds the units for 15 minutes; the sandbox page is told when the hold ends', async () => {
    const mario = await buyer('Mario', 5, 2);
    const before = Date.now();
    const order = await mario.start();
    expect(await stockOf(world.db, mario.variantId)).toBe(3);
    const hold = await holdOf(order._id);
    expect(hold.state).toBe('held');
    const ms = Date.parse(new Date(hold.expires_at).toISOString()) - before;
    expect(ms).toBeGreaterThan(14 * 60 * 1000);
    expect(ms).toBeLessThanOrEqual(16 * 60 * 1000);
    const payment = await sandboxDb(world.db)
      .selectFrom('sandbox_payment_orders')
      .select('hold_expires_at')
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(new Date(payment.hold_expires_at!).toISOString()).toBe(new Date(hold.expires_at).toISOString());
  });

  it('held units are not for sale to another member until they are released', async () => {
    const mario = await buyer('Mario', 1, 1);
    const order = await mario.start();
    const giulia = callAs(t, await loggedInUser(t, 'Giulia'));
    const added = await giulia('POST', '/api/user/cart', {
      productId: mario.productId,
      variantId: mario.variantId,
      qty: 1,
    });
    expect(added.statusCode).toBe(409);
    await mario.call('POST', '/api/user/product/transaction/cancel', { token: order.orderId });
    expect(
      (await giulia('POST', '/api/user/cart', { productId: mario.productId, variantId: mario.variantId, qty: 1 }))
        .statusCode,
    ).toBe(201);
  });

  it('capture turns the hold into a sale: the stock stays down once', async () => {
    const mario = await buyer('Mario', 4, 3);
    const order = await mario.start();
    await pressSandboxButton(t, 'approve', order.orderId);
    const captured = await mario.call('POST', '/api/user/product/transaction/update', {
      token: order.orderId,
      PayerID: 'SBX',
    });
    expect(captured.statusCode).toBe(200);
    expect(await stockOf(world.db, mario.variantId)).toBe(1);
    expect((await holdOf(order._id)).state).toBe('sold');
    // Nothing expires a sold hold.
    await reconcileOpenOrders(orderDepsOf(t), minutesOn(20));
    expect(await stockOf(world.db, mario.variantId)).toBe(1);
  });

  it('cancel releases the units exactly once, however often it is repeated', async () => {
    const mario = await buyer('Mario', 4, 3);
    const order = await mario.start();
    const cancels = await Promise.all(
      [1, 2, 3].map(() => mario.call('POST', '/api/user/product/transaction/cancel', { token: order.orderId })),
    );
    expect(cancels.map((r) => r.statusCode).filter((code) => code === 200).length).toBeGreaterThan(0);
    await mario.call('POST', '/api/user/product/transaction/cancel', { token: order.orderId });
    expect(await stockOf(world.db, mario.variantId)).toBe(4);
    expect(await holdOf(order._id)).toMatchObject({ state: 'released', release_reason: 'cancelled' });
  });

  it('a refused capture (never approved) releases the units once and closes the order', async () => {
    const mario = await buyer('Mario', 4, 2);
    const order = await mario.start();
    const refused = await mario.call('POST', '/api/user/product/transaction/update', {
      token: order.orderId,
      PayerID: 'SBX',
    });
    expect(refused.statusCode).toBe(402);
    expect(await stockOf(world.db, mario.variantId)).toBe(4);
    expect(await holdOf(order._id)).toMatchObject({ state: 'released', release_reason: 'failed' });
    await mario.call('POST', '/api/user/product/transaction/cancel', { token: order.orderId });
    expect(await stockOf(world.db, mario.variantId)).toBe(4);
  });

  it('expiry releases the units once and closes the order; a late capture is refused and charges nothing', async () => {
    const mario = await buyer('Mario', 4, 2);
    const order = await mario.start();
    const deps = orderDepsOf(t);
    expect((await reconcileOpenOrders(deps, minutesOn(10))).expired).not.toContain(order._id);
    expect(await stockOf(world.db, mario.variantId)).toBe(2);

    const first = await reconcileOpenOrders(deps, minutesOn(16));
    expect(first.expired).toContain(order._id);
    const again = await reconcileOpenOrders(deps, minutesOn(17));
    expect(again.expired).not.toContain(order._id);
    expect(await stockOf(world.db, mario.variantId)).toBe(4);
    expect(await statusOf(order._id)).toBe(3);
    expect(await holdOf(order._id)).toMatchObject({ state: 'released', release_reason: 'expired' });

    await pressSandboxButton(t, 'approve', order.orderId);
    const late = await mario.call('POST', '/api/user/product/transaction/update', {
      token: order.orderId,
      PayerID: 'SBX',
    });
    expect(late.statusCode).toBe(409);
    expect(await stockOf(world.db, mario.variantId)).toBe(4);
  });

  it('refuses to start when another buyer took the last units after the preview, charging nothing', async () => {
    const mario = await buyer('Mario', 1, 1);
    const body = await quotedOrder(mario.call, mario.addresses);
    await world.db.updateTable('product_variants').set({ stock: 0 }).where('id', '=', mario.variantId).execute();
    const refused = await mario.call('POST', '/api/user/product/transaction/init', body);
    expect(refused.statusCode).toBe(409);
    expect(await stockOf(world.db, mario.variantId)).toBe(0);
  });
});
