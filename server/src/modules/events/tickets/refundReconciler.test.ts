import { startFakePaypal } from '../../../payments/fakePaypal';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../testing/eventFixtures';
import { capture, startPurchase } from '../testing/sandboxCheckout';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakePaypal>>;
let world: Awaited<ReturnType<typeof eventWorld>>;
let buyer: LoggedInUser;
let waiting: LoggedInUser;

beforeAll(async () => {
  fake = await startFakePaypal();
  t = await createTestApp({
    PUBLIC_URL: 'https://campo.example',
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_CLIENT_ID: 'client-id',
    PAYPAL_CLIENT_SECRET: 'client-secret',
    PAYPAL_BASE_URL: fake.baseUrl,
  });
  world = await eventWorld(t);
  buyer = await loggedInUser(t, 'Luca');
  waiting = await loggedInUser(t, 'Wanda');
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

const MINUTE_MS = 60_000;

/** A sold-out event (two tickets at 10 €, bought with PayPal) with a member in line for one. */
async function soldOutWithLine() {
  const eventId = await insertEvent(world.db, {
    associationId: world.associationId,
    specialityId: world.specialityId,
    tickets: 2,
    cost: 10,
  });
  const started = await startPurchase(t, buyer, eventId, 2);
  fake.approve(started.orderId);
  expect((await capture(t, buyer, started.orderId)).statusCode).toBe(200);
  const joined = await t.api({
    method: 'POST',
    url: `/api/user/event/${eventId}/waitlist`,
    headers: waiting.headers,
    payload: { noOfTickets: 1 },
  });
  expect(joined.statusCode).toBe(201);
  const tx = await world.db
    .selectFrom('event_transactions')
    .select(['id', 'provider_capture_id'])
    .where('id', '=', started._id)
    .executeTakeFirstOrThrow();
  return { eventId, transactionId: tx.id, captureId: String(tx.provider_capture_id) };
}

const cancelOne = (transactionId: string) =>
  t.api({
    method: 'POST',
    url: `/api/user/event/transaction/${transactionId}/cancel`,
    headers: { ...buyer.headers, 'accept-language': 'en' },
    payload: { noOfTickets: 1 },
  });

const reconcileAt = async (at: Date) => {
  const response = await t.api({
    method: 'POST',
    url: '/api/dev/jobs/refund-reconcile',
    payload: { now: at.toISOString() },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { completed: string[]; refused: string[]; unknown: string[] };
};

const countsOf = async (eventId: string) => {
  const row = await world.db
    .selectFrom('events')
    .select(['remaining_tickets', 'held_tickets'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { remaining: Number(row.remaining_tickets), held: Number(row.held_tickets) };
};

const order = async (who: LoggedInUser, transactionId: string) =>
  (await t.api({ method: 'GET', url: `/api/user/my/order/${transactionId}`, headers: who.headers })).json().data;

const place = async (eventId: string) =>
  (await t.api({ method: 'GET', url: `/api/user/event/${eventId}/waitlist`, headers: waiting.headers })).json().data;

describe('a refund whose answer from PayPal is lost', () => {
  it('stays in progress, then the reconciler finishes it once: refunded once, tickets freed once', async () => {
    const { eventId, transactionId, captureId } = await soldOutWithLine();
    fake.dropNextRefundAnswer();
    const cancelled = await cancelOne(transactionId);
    expect(cancelled.statusCode).toBe(202);
    expect(cancelled.json().message).toBe('Tickets cancelled: the refund of 10.55 € is in progress.');
    expect(cancelled.json().data).toMatchObject({ status: 'pending', noOfTickets: 1, remainingTickets: 1 });
    // PayPal made the refund; here the ticket is off the purchase but not yet free, and shown as in progress.
    expect(fake.refundedOf(captureId)).toBeCloseTo(10.55);
    expect(await countsOf(eventId)).toEqual({ remaining: 0, held: 0 });
    expect(await place(eventId)).toMatchObject({ status: 'waiting' });
    const meanwhile = await order(buyer, transactionId);
    expect(meanwhile).toMatchObject({ noOfTickets: 1, refundInProgress: { noOfTickets: 1, amount: 10.55 } });
    expect(meanwhile.refund).toBeUndefined();
    // A second cancel of the last ticket is a new attempt, not a repeat of the lost one.
    expect((await cancelOne(transactionId)).statusCode).toBe(200);
    expect(fake.refundedOf(captureId)).toBeCloseTo(21.1);

    // Too early: the cancel call may still be waiting for its answer.
    expect(await reconcileAt(new Date())).toEqual({ completed: [], refused: [], unknown: [] });
    // Two instances reconcile at once: the same request id, so PayPal answers the refund it made; freed once.
    const later = new Date(Date.now() + 2 * MINUTE_MS);
    const [one, two] = await Promise.all([reconcileAt(later), reconcileAt(later)]);
    expect([...one.completed, ...two.completed]).toContain(cancelled.json().data._id);
    expect(fake.refundedOf(captureId)).toBeCloseTo(21.1);
    const lostCall = fake.calls.filter((c) => c.headers['paypal-request-id'] === cancelled.json().data._id);
    expect(lostCall.length).toBeGreaterThanOrEqual(2);
    // Two tickets came free: one offered to the member in line, one on sale.
    expect(await countsOf(eventId)).toEqual({ remaining: 1, held: 1 });
    expect(await place(eventId)).toMatchObject({ status: 'offered', offer: { noOfTickets: 1 } });
    const done = await order(buyer, transactionId);
    expect(done).toMatchObject({ status: 3, refund: { noOfTickets: 2, amount: 21.1 } });
    expect(done.refundInProgress).toBeUndefined();

    expect(await reconcileAt(new Date(Date.now() + 10 * MINUTE_MS))).toEqual({
      completed: [],
      refused: [],
      unknown: [],
    });
    expect(await countsOf(eventId)).toEqual({ remaining: 1, held: 1 });
  });

  it('a provider still down leaves it pending; a refusal on asking again gives the ticket back', async () => {
    const { eventId, transactionId, captureId } = await soldOutWithLine();
    fake.failNextWith(503);
    const cancelled = await cancelOne(transactionId);
    expect(cancelled.statusCode).toBe(202);
    const refundId = cancelled.json().data._id;
    expect(fake.refundedOf(captureId)).toBe(0);

    fake.failNextWith(503);
    expect(await reconcileAt(new Date(Date.now() + 2 * MINUTE_MS))).toMatchObject({ unknown: [refundId] });
    expect((await order(buyer, transactionId)).refundInProgress).toEqual({ noOfTickets: 1, amount: 10.55 });

    // Meanwhile PayPal no longer refunds this capture (e.g. disputed): a definite refusal.
    fake.failNextWith(422);
    expect(await reconcileAt(new Date(Date.now() + 3 * MINUTE_MS))).toMatchObject({ refused: [refundId] });
    const back = await order(buyer, transactionId);
    expect(back).toMatchObject({ status: 2, noOfTickets: 2 });
    expect(back.refundInProgress).toBeUndefined();
    expect(await countsOf(eventId)).toEqual({ remaining: 0, held: 0 });
    expect(await place(eventId)).toMatchObject({ status: 'waiting' });
  });

  it('another member cannot see the refund in progress on the order', async () => {
    const { transactionId } = await soldOutWithLine();
    fake.dropNextRefundAnswer();
    expect((await cancelOne(transactionId)).statusCode).toBe(202);
    const theirs = await t.api({ method: 'GET', url: `/api/user/my/order/${transactionId}`, headers: waiting.headers });
    expect(theirs.statusCode).toBe(404);
  });
});
