import { createTestApp, type TestApp } from '../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../testing/eventFixtures';
import { approvedPurchase, capture, pressSandboxButton, startPurchase } from '../testing/sandboxCheckout';
import { sandboxDb } from '../../../payments/sandboxTables';

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;
let buyer: LoggedInUser;
let other: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
  world = await eventWorld(t);
  buyer = await loggedInUser(t, 'Luca');
  other = await loggedInUser(t, 'Sara');
});

afterAll(() => t.close());

const newEvent = (fields: { tickets?: number; cost?: number; startOffset?: number } = {}) =>
  insertEvent(world.db, { associationId: world.associationId, specialityId: world.specialityId, ...fields });

const remainingOf = async (eventId: string) =>
  Number(
    (
      await world.db
        .selectFrom('events')
        .select('remaining_tickets')
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow()
    ).remaining_tickets,
  );

const statusOf = async (transactionId: string) =>
  Number(
    (
      await world.db
        .selectFrom('event_transactions')
        .select('status')
        .where('id', '=', transactionId)
        .executeTakeFirstOrThrow()
    ).status,
  );

const preview = (payload: object, language = 'it') =>
  t.api({
    method: 'POST',
    url: '/api/user/event/preview/transaction',
    headers: { ...buyer.headers, 'accept-language': language },
    payload,
  });

describe('POST /api/user/event/preview/transaction', () => {
  it('prices the tickets: cost, service fee (3% + 0.50 €), final price', async () => {
    const eventId = await newEvent({ cost: 12.5, tickets: 10 });
    const response = await preview({ eventId, noOfTickets: 2, ticketHolderName: 'Luca Verdi' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      eventId,
      eventName: expect.any(String),
      noOfTickets: 2,
      ticketHolderName: 'Luca Verdi',
      cost: 12.5,
      price: 25,
      serviceFee: 1.25,
      discount: 0,
      finalPrice: 26.25,
      currencySymbol: '€',
      remainingTickets: 10,
    });
  });

  it('refuses 0 tickets, more than remain and an ended event, with messages', async () => {
    const eventId = await newEvent({ tickets: 3 });
    const none = await preview({ eventId, noOfTickets: 0, ticketHolderName: 'Luca' }, 'en');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Select at least one ticket to proceed.');
    const tooMany = await preview({ eventId, noOfTickets: 4, ticketHolderName: 'Luca' }, 'en');
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Not enough tickets: 3 left.');
    const ended = await newEvent({ startOffset: -3 });
    const late = await preview({ eventId: ended, noOfTickets: 1, ticketHolderName: 'Luca' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("L'evento è terminato: non è più possibile acquistare biglietti.");
  });

  it('answers 4xx with a message for malformed bodies', async () => {
    const eventId = await newEvent();
    const noName = await preview({ eventId, noOfTickets: 1 }, 'en');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('The field "ticketHolderName" is required.');
    expect((await preview({ eventId: 'x', noOfTickets: 1, ticketHolderName: 'L' })).statusCode).toBe(400);
    expect((await preview({ eventId, noOfTickets: 1.5, ticketHolderName: 'L' })).statusCode).toBe(400);
    expect((await preview({ eventId, noOfTickets: '1', ticketHolderName: 'L' })).statusCode).toBe(400);
    const unknown = await preview({ eventId: 'a'.repeat(24), noOfTickets: 1, ticketHolderName: 'L' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sandbox purchase: init, approve, capture', () => {
  it('creates an Initiated transaction and a sandbox approval page that redirects like PayPal', async () => {
    const eventId = await newEvent({ cost: 10, tickets: 5 });
    const started = await startPurchase(t, buyer, eventId, 2);
    expect(started.status).toBe(1);
    expect(started.approvalUrl).toBe(`https://campo.example/payments/sandbox/approve?order=${started.orderId}`);
    expect(await remainingOf(eventId)).toBe(5);

    const page = await t.app.inject({ method: 'GET', url: `/payments/sandbox/approve?order=${started.orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('21,10');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toMatch(/<form method="post" action="\/payments\/sandbox\/approve">/);

    const back = await pressSandboxButton(t, 'approve', started.orderId);
    expect(back.origin + back.pathname).toBe('https://campo.example/paypal/payment/return');
    expect(back.searchParams.get('token')).toBe(started.orderId);
    expect(back.searchParams.get('PayerID')).toMatch(/^SBXPAYER[0-9A-F]{8}$/);

    const done = await capture(t, buyer, started.orderId, 'en');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your tickets are Booked Succesfully');
    expect(done.json().data).toMatchObject({
      _id: started._id,
      status: 2,
      noOfTickets: 2,
      finalPrice: 21.1,
      paymentType: 'PayPal',
    });
    expect(done.json().data.transactionId).toMatch(/^CMP-EV-\d{8}-[0-9A-F]{6}$/);
    expect(await remainingOf(eventId)).toBe(3);
  });

  it('is idempotent: capturing again answers the same transaction without booking again', async () => {
    const eventId = await newEvent({ tickets: 5 });
    const order = await approvedPurchase(t, buyer, eventId, 2);
    const first = await capture(t, buyer, order.token);
    const second = await capture(t, buyer, order.token);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(await remainingOf(eventId)).toBe(3);
    // Two simultaneous submits of one order: the tickets are still taken once.
    const again = await approvedPurchase(t, buyer, eventId, 1);
    const answers = await Promise.all([capture(t, buyer, again.token), capture(t, buyer, again.token)]);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await remainingOf(eventId)).toBe(2);
  });

  it('never oversells: parallel captures for the last ticket, exactly one succeeds', async () => {
    const eventId = await newEvent({ tickets: 1 });
    const buyers = [buyer, other, await loggedInUser(t, 'Marta'), await loggedInUser(t, 'Paolo')];
    const orders = await Promise.all(buyers.map((who) => approvedPurchase(t, who, eventId, 1)));
    const answers = await Promise.all(orders.map((order, i) => capture(t, buyers[i], order.token, 'en')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const loser of answers.filter((a) => a.statusCode === 409)) {
      expect(loser.json().message).toBe('Not enough tickets left: you have not been charged.');
    }
    expect(await remainingOf(eventId)).toBe(0);
    const statuses = await Promise.all(orders.map((order) => statusOf(order._id)));
    expect(statuses.sort()).toEqual([2, 3, 3, 3]);
    // Only the winner's payment was captured at the provider.
    const captured = await sandboxDb(world.db)
      .selectFrom('sandbox_payment_orders')
      .select('id')
      .where(
        'id',
        'in',
        orders.map((o) => o.orderId),
      )
      .where('status', '=', 'COMPLETED')
      .execute();
    expect(captured).toHaveLength(1);
  });

  it('refuses a capture the payer never approved, and gives the tickets back', async () => {
    const eventId = await newEvent({ tickets: 4 });
    const started = await startPurchase(t, buyer, eventId, 2);
    const response = await capture(t, buyer, started.orderId, 'en');
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('The payment was not completed.');
    expect(await statusOf(started._id)).toBe(3);
    expect(await remainingOf(eventId)).toBe(4);
  });

  it("rejects another user's capture or cancel (403) and unknown orders (404)", async () => {
    const eventId = await newEvent();
    const order = await approvedPurchase(t, buyer, eventId, 1);
    expect((await capture(t, other, order.token)).statusCode).toBe(403);
    const cancel = await t.api({
      method: 'POST',
      url: '/api/user/cancel/transaction',
      headers: other.headers,
      payload: { token: order.token },
    });
    expect(cancel.statusCode).toBe(403);
    expect(await statusOf(order._id)).toBe(1);
    expect((await capture(t, buyer, 'SBXNOPE')).statusCode).toBe(404);
  });

  it('cancels: status 3, idempotent, and a later capture is refused', async () => {
    const eventId = await newEvent({ tickets: 2 });
    const started = await startPurchase(t, buyer, eventId, 1);
    const back = await pressSandboxButton(t, 'cancel', started.orderId);
    expect(back.pathname).toBe('/paypal/payment/cancel');
    expect(back.searchParams.get('token')).toBe(started.orderId);
    const cancel = () =>
      t.api({
        method: 'POST',
        url: '/api/user/cancel/transaction',
        headers: buyer.headers,
        payload: { token: started.orderId },
      });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.status).toBe(3);
    expect((await cancel()).json().data.status).toBe(3);
    const late = await capture(t, buyer, started.orderId);
    expect(late.statusCode).toBe(409);
    expect(await remainingOf(eventId)).toBe(2);
  });

  it('books free tickets at once, without a payment', async () => {
    const eventId = await newEvent({ cost: 0, tickets: 3 });
    const started = await startPurchase(t, buyer, eventId, 2);
    expect(started).toMatchObject({ status: 2, approvalUrl: null, orderId: null });
    expect(await remainingOf(eventId)).toBe(1);
  });
});
