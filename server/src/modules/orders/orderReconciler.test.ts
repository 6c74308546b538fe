import { startFakePaypal } from '../../payments/fakePaypal';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { pressSandboxButton } from '../events/testing/sandboxCheckout';
import { loggedInUser } from '../events/testing/eventFixtures';
import { ADDRESS, callAs, quotedOrder, shopWorld, stockOf } from '../products/testing/shopFixtures';
import { reconcileOpenOrders } from './orderReconciler';
import { orderDepsOf } from './testing/holdRace';

const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60 * 1000);

/** A member who started paying for 2 of a variant (stock 5): the order, its provider token, the variant. */
async function startedOrder(t: TestApp, world: Awaited<ReturnType<typeof shopWorld>>) {
  const user = await loggedInUser(t, 'Mario');
  const call = callAs(t, user);
  const addressId = (await call('POST', '/api/user/addresses', ADDRESS)).json().data._id as string;
  const product = await world.product([{ price: 10, stock: 5 }]);
  const variantId = product.variantIds[0];
  await call('POST', '/api/user/cart', { productId: product.id, variantId, qty: 2 });
  const body = await quotedOrder(call, { billingAddressId: addressId, shippingAddressId: addressId });
  const started = await call('POST', '/api/user/product/transaction/init', body);
  if (started.statusCode !== 201) throw new Error(`init: ${started.statusCode} ${started.body}`);
  const order = started.json().data as { _id: string; orderId: string };
  const status = async () =>
    Number(
      (
        await world.db
          .selectFrom('product_orders')
          .select('status')
          .where('id', '=', order._id)
          .executeTakeFirstOrThrow()
      ).status,
    );
  return {
    call,
    order,
    variantId,
    status,
    cartLines: async () => (await call('GET', '/api/user/carts')).json().data.lineCount,
  };
}

describe('reconciling payments nobody came back from (sandbox)', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof shopWorld>>;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
    world = await shopWorld(t);
  });
  afterAll(() => t.close());

  it('captures an approved payment whose member never returned: Completed, units sold, cart emptied; once', async () => {
    const mario = await startedOrder(t, world);
    await pressSandboxButton(t, 'approve', mario.order.orderId);
    const deps = orderDepsOf(t);
    expect((await reconcileOpenOrders(deps, minutesOn(5))).captured).not.toContain(mario.order._id);

    const run = await reconcileOpenOrders(deps, minutesOn(16));
    expect(run.captured).toContain(mario.order._id);
    expect(await mario.status()).toBe(2);
    expect(await stockOf(world.db, mario.variantId)).toBe(3);
    expect(await mario.cartLines()).toBe(0);
    const again = await reconcileOpenOrders(deps, minutesOn(30));
    expect([...again.captured, ...again.expired]).not.toContain(mario.order._id);
    // The member comes back late: the capture answers the completed order, charged once.
    const late = await mario.call('POST', '/api/user/product/transaction/update', {
      token: mario.order.orderId,
      PayerID: 'SBX',
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().data.status).toBe(2);
    expect(await stockOf(world.db, mario.variantId)).toBe(3);
  });

  it('expires a payment never approved: Failed / Cancelled, units back, cart kept; repeated runs change nothing', async () => {
    const mario = await startedOrder(t, world);
    const deps = orderDepsOf(t);
    const [first, second] = await Promise.all([
      reconcileOpenOrders(deps, minutesOn(16)),
      reconcileOpenOrders(deps, minutesOn(16)),
    ]);
    expect([...first.expired, ...second.expired].filter((id) => id === mario.order._id)).toHaveLength(1);
    expect(await mario.status()).toBe(3);
    expect(await stockOf(world.db, mario.variantId)).toBe(5);
    expect(await mario.cartLines()).toBe(1);
    await reconcileOpenOrders(deps, minutesOn(40));
    expect(await stockOf(world.db, mario.variantId)).toBe(5);
  });
});

describe('reconciling with PayPal (the local fake)', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof shopWorld>>;
  let fake: Awaited<ReturnType<typeof startFakePaypal>>;
  beforeAll(async () => {
    fake = await startFakePaypal();
    t = await createTestApp({
      PUBLIC_URL: 'https://campo.example',
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_BASE_URL: fake.baseUrl,
    });
    world = await shopWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('looks the order up: captures an approved one, waits while PayPal is down, expires one never approved', async () => {
    const approved = await startedOrder(t, world);
    const abandoned = await startedOrder(t, world);
    fake.approve(approved.order.orderId);
    const deps = orderDepsOf(t);

    fake.failNextWith(503);
    const down = await reconcileOpenOrders(deps, minutesOn(16));
    expect(down.skipped.length + down.captured.length + down.expired.length).toBe(2);
    const after = await reconcileOpenOrders(deps, minutesOn(16));
    const handled = [...down.captured, ...after.captured];
    expect(handled).toEqual([approved.order._id]);
    expect([...down.expired, ...after.expired]).toEqual([abandoned.order._id]);
    expect(fake.isCaptured(approved.order.orderId)).toBe(true);
    expect(fake.isCaptured(abandoned.order.orderId)).toBe(false);
    expect([await approved.status(), await abandoned.status()]).toEqual([2, 3]);
    expect(await stockOf(world.db, abandoned.variantId)).toBe(5);
    expect(
      fake.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/v2/checkout/orders/')).length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('the reconciler on its timer', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof shopWorld>>;
  beforeAll(async () => {
    // A 2-second hold: the app's timer runs every second.
    t = await createTestApp({ PUBLIC_URL: 'https://campo.example', STOCK_HOLD: '2s' });
    world = await shopWorld(t);
  });
  afterAll(() => t.close());

  it('expires a hold shortly after it ends, with nobody calling', async () => {
    const mario = await startedOrder(t, world);
    expect(await stockOf(world.db, mario.variantId)).toBe(3);
    const deadline = Date.now() + 15_000;
    while ((await mario.status()) === 1 && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await mario.status()).toBe(3);
    expect(await stockOf(world.db, mario.variantId)).toBe(5);
  }, 20_000);
});
