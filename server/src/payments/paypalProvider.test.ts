import { freePort } from '../testing/freePort';
import { createTestApp } from '../testing/testApp';
import { eventWorld, insertEvent, loggedInUser } from '../modules/events/testing/eventFixtures';
import { startFakePaypal } from './fakePaypal';
import { PaymentError } from './paymentProvider';
import { createPaypalProvider } from './paypalProvider';

let fake: Awaited<ReturnType<typeof startFakePaypal>>;

beforeEach(async () => {
  fake = await startFakePaypal();
});

afterEach(() => fake.close());

const provider = () =>
  createPaypalProvider({ clientId: 'client-id', clientSecret: 'client-secret', baseUrl: fake.baseUrl });

const orderInput = {
  amount: 26.25,
  currency: 'EUR',
  reference: 'CMP-EV-20261122-ABCDEF',
  returnUrl: 'https://campo.example/paypal/payment/return',
  cancelUrl: 'https://campo.example/paypal/payment/cancel',
  requestId: 'tx-1',
};

describe('PayPal Orders v2 provider', () => {
  it('creates an order with intent CAPTURE, the amount, the return URLs and a request id', async () => {
    const order = await provider().createOrder(orderInput);
    expect(order).toEqual({
      orderId: 'FAKEORDER1',
      approvalUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=FAKEORDER1',
    });
    const [token, create] = fake.calls;
    expect(token.path).toBe('/v1/oauth2/token');
    expect(create.path).toBe('/v2/checkout/orders');
    expect(create.headers['paypal-request-id']).toBe('tx-1');
    const body = JSON.parse(create.body);
    expect(body.intent).toBe('CAPTURE');
    expect(body.purchase_units[0]).toMatchObject({
      reference_id: 'CMP-EV-20261122-ABCDEF',
      amount: { currency_code: 'EUR', value: '26.25' },
    });
    expect(body.payment_source.paypal.experience_context).toMatchObject({
      return_url: orderInput.returnUrl,
      cancel_url: orderInput.cancelUrl,
    });
  });

  it('reuses the OAuth token and captures an approved order, checking the capture status', async () => {
    const paypal = provider();
    const { orderId } = await paypal.createOrder(orderInput);
    fake.approve(orderId);
    await expect(paypal.captureOrder(orderId)).resolves.toEqual({
      status: 'COMPLETED',
      captureId: `CAPTURE-${orderId}`,
    });
    expect(fake.calls.filter((call) => call.path === '/v1/oauth2/token')).toHaveLength(1);
    expect(fake.calls.at(-1)?.headers['paypal-request-id']).toBe(`capture-${orderId}`);
  });

  it('reports refusals as declined and server trouble as not declined', async () => {
    const paypal = provider();
    const { orderId } = await paypal.createOrder(orderInput);
    const notApproved = await paypal.captureOrder(orderId).catch((error: unknown) => error);
    expect(notApproved).toBeInstanceOf(PaymentError);
    expect(notApproved).toMatchObject({ code: 'ORDER_NOT_APPROVED', declined: true });
    fake.failNextWith(503);
    await expect(paypal.captureOrder(orderId)).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      declined: false,
    });
  });

  it('rejects wrong credentials and an unreachable server', async () => {
    const wrong = createPaypalProvider({ clientId: 'client-id', clientSecret: 'nope', baseUrl: fake.baseUrl });
    await expect(wrong.createOrder(orderInput)).rejects.toMatchObject({ declined: true });
    const closedPort = await freePort();
    const away = createPaypalProvider({ clientId: 'a', clientSecret: 'b', baseUrl: `http://127.0.0.1:${closedPort}` });
    await expect(away.createOrder(orderInput)).rejects.toMatchObject({ code: 'UNREACHABLE', declined: false });
  });
});

describe('ticket purchase with PAYMENT_PROVIDER=paypal', () => {
  it('sends the buyer to PayPal and books the tickets on capture', async () => {
    const t = await createTestApp({
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_BASE_URL: fake.baseUrl,
    });
    try {
      const world = await eventWorld(t);
      const buyer = await loggedInUser(t);
      const eventId = await insertEvent(world.db, {
        associationId: world.associationId,
        specialityId: world.specialityId,
        tickets: 2,
      });
      const init = await t.api({
        method: 'POST',
        url: '/api/user/init/event/transaction',
        headers: buyer.headers,
        payload: { eventId, noOfTickets: 2, ticketHolderName: 'Luca Verdi' },
      });
      expect(init.statusCode).toBe(201);
      const { orderId, approvalUrl } = init.json().data;
      expect(approvalUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`);
      fake.approve(orderId);
      const update = await t.api({
        method: 'POST',
        url: '/api/user/update/transaction',
        headers: buyer.headers,
        payload: { token: orderId, PayerID: 'PAYER1' },
      });
      expect(update.statusCode).toBe(200);
      expect(update.json().data.status).toBe(2);
      expect(fake.isCaptured(orderId)).toBe(true);
      const event = await world.db
        .selectFrom('events')
        .select('remaining_tickets')
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow();
      expect(Number(event.remaining_tickets)).toBe(0);
      // The sandbox approval page is not served with a real provider.
      expect((await t.app.inject({ method: 'GET', url: '/payments/sandbox/approve?order=X' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
