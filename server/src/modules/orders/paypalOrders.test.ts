import { startFakePaypal } from '../../payments/fakePaypal';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { loggedInUser } from '../events/testing/eventFixtures';
import { ADDRESS, callAs, quotedOrder, shopWorld, stockOf } from '../products/testing/shopFixtures';

let t: TestApp;
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
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

it('with PayPal: an unreachable provider keeps the order open with its units held; the retry charges once', async () => {
  const world = await shopWorld(t);
  const call = callAs(t, await loggedInUser(t, 'Mario'));
  const addressId = (await call('POST', '/api/user/addresses', ADDRESS)).json().data._id;
  const product = await world.product([{ price: 25, stock: 2 }]);
  await call('POST', '/api/user/cart', { productId: product.id, variantId: product.variantIds[0], qty: 2 });

  const started = await call(
    'POST',
    '/api/user/product/transaction/init',
    await quotedOrder(call, { billingAddressId: addressId, shippingAddressId: addressId }),
  );
  expect(started.statusCode).toBe(201);
  const order = started.json().data;
  expect(order.approvalUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order.orderId}`);
  const create = fake.calls.find((c) => c.path === '/v2/checkout/orders');
  expect(JSON.parse(create!.body).purchase_units[0].amount).toEqual({ currency_code: 'EUR', value: '52.00' });
  expect(JSON.parse(create!.body).payment_source.paypal.experience_context.return_url).toBe(
    'https://campo.example/paypal/payment/return?kind=product',
  );

  fake.approve(order.orderId);
  fake.failNextWith(500);
  const down = await call('POST', '/api/user/product/transaction/update', { token: order.orderId });
  expect(down.statusCode).toBe(502);
  expect(down.json().message).toBe(
    'Your Order is Not Placed Succesfully: the payment service is not answering. Please try again later.',
  );
  // Still held for the retry (until the hold expires).
  expect(await stockOf(world.db, product.variantIds[0])).toBe(0);

  const retry = await call('POST', '/api/user/product/transaction/update', { token: order.orderId });
  expect(retry.statusCode).toBe(200);
  expect(retry.json().data).toMatchObject({ status: 2, finalPrice: 52 });
  expect(fake.isCaptured(order.orderId)).toBe(true);
  expect(await stockOf(world.db, product.variantIds[0])).toBe(0);
  expect((await call('GET', '/api/user/carts')).json().data.lineCount).toBe(0);
});
