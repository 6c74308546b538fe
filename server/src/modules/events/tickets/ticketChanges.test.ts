import { createTestApp, type TestApp } from '../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../testing/eventFixtures';
import { approvedPurchase, capture } from '../testing/sandboxCheckout';
import { sandboxDb } from '../../../payments/sandboxTables';
import { expireOffers } from '../waitlist/waitlist';

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;
let buyer: LoggedInUser;
let other: LoggedInUser;
let third: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
  world = await eventWorld(t);
  buyer = await loggedInUser(t, 'Luca');
  other = await loggedInUser(t, 'Sara');
  third = await loggedInUser(t, 'Paolo');
});

afterAll(() => t.close());

const newEvent = (fields: { tickets?: number; cost?: number; startOffset?: number } = {}) =>
  insertEvent(world.db, { associationId: world.associationId, specialityId: world.specialityId, ...fields });

const countsOf = async (eventId: string) => {
  const row = await world.db
    .selectFrom('events')
    .select(['remaining_tickets', 'held_tickets'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { remaining: Number(row.remaining_tickets), held: Number(row.held_tickets) };
};

async function bought(who: LoggedInUser, eventId: string, count: number) {
  const purchase = await approvedPurchase(t, who, eventId, count);
  const captured = await capture(t, who, purchase.token);
  expect(captured.statusCode).toBe(200);
  return purchase._id;
}

const cancel = (who: LoggedInUser, transactionId: string, noOfTickets: number, language = 'en') =>
  t.api({
    method: 'POST',
    url: `/api/user/event/transaction/${transactionId}/cancel`,
    headers: { ...who.headers, 'accept-language': language },
    payload: { noOfTickets },
  });

const myOrder = async (who: LoggedInUser, transactionId: string) =>
  (await t.api({ method: 'GET', url: `/api/user/my/order/${transactionId}`, headers: who.headers })).json().data;

const waitlist = (who: LoggedInUser, eventId: string, method: 'GET' | 'POST' | 'DELETE', noOfTickets?: number) =>
  t.api({
    method,
    url: `/api/user/event/${eventId}/waitlist`,
    headers: { ...who.headers, 'accept-language': 'en' },
    ...(noOfTickets === undefined ? {} : { payload: { noOfTickets } }),
  });

const sandboxRefunded = async (transactionId: string) => {
  const tx = await world.db
    .selectFrom('event_transactions')
    .select('provider_capture_id')
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  const rows = await sandboxDb(world.db)
    .selectFrom('sandbox_payment_refunds')
    .select('amount')
    .where('capture_id', '=', String(tx.provider_capture_id))
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.amount), 0);
};

describe('cancelling tickets with a refund', () => {
  it('cancels some tickets, then the rest: refunds through the provider and My orders shows it', async () => {
    const eventId = await newEvent({ cost: 12.5, tickets: 5 });
    const transactionId = await bought(buyer, eventId, 2); // 25 + 1.25 fee = 26.25
    expect(await countsOf(eventId)).toEqual({ remaining: 3, held: 0 });

    const first = await cancel(buyer, transactionId, 1);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Tickets cancelled: 13.13 € refunded.');
    expect(first.json().data).toMatchObject({ noOfTickets: 1, amount: 13.13, remainingTickets: 1 });
    expect(await countsOf(eventId)).toEqual({ remaining: 4, held: 0 });
    expect(await myOrder(buyer, transactionId)).toMatchObject({
      status: 2,
      noOfTickets: 1,
      refund: { noOfTickets: 1, amount: 13.13 },
    });

    const rest = await cancel(buyer, transactionId, 1);
    expect(rest.json().data).toMatchObject({ amount: 13.12, remainingTickets: 0 });
    expect(await myOrder(buyer, transactionId)).toMatchObject({ status: 3, refund: { noOfTickets: 2, amount: 26.25 } });
    expect(await sandboxRefunded(transactionId)).toBeCloseTo(26.25);
    expect(await countsOf(eventId)).toEqual({ remaining: 5, held: 0 });
  });

  it('the sandbox can lose a refund’s answer (development hook): pending, then reconciled once', async () => {
    const eventId = await newEvent({ cost: 10, tickets: 3 });
    const transactionId = await bought(buyer, eventId, 1);
    const drop = await t.api({ method: 'POST', url: '/api/dev/payments/sandbox/drop-next-refund-answer' });
    expect(drop.json().data).toEqual({ dropped: true });
    const lost = await cancel(buyer, transactionId, 1);
    expect(lost.statusCode).toBe(202);
    expect(await sandboxRefunded(transactionId)).toBeCloseTo(10.8);
    expect(await countsOf(eventId)).toEqual({ remaining: 2, held: 0 });
    expect((await myOrder(buyer, transactionId)).refundInProgress).toEqual({ noOfTickets: 1, amount: 10.8 });
    const run = await t.api({
      method: 'POST',
      url: '/api/dev/jobs/refund-reconcile',
      payload: { now: new Date(Date.now() + 120_000).toISOString() },
    });
    expect(run.json().data.completed).toEqual([lost.json().data._id]);
    expect(await sandboxRefunded(transactionId)).toBeCloseTo(10.8);
    expect(await countsOf(eventId)).toEqual({ remaining: 3, held: 0 });
    expect(await myOrder(buyer, transactionId)).toMatchObject({ status: 3, refund: { noOfTickets: 1, amount: 10.8 } });
  });

  it('answers 409 for tickets already cancelled and changes nothing', async () => {
    const eventId = await newEvent({ tickets: 3 });
    const transactionId = await bought(buyer, eventId, 1);
    expect((await cancel(buyer, transactionId, 1)).statusCode).toBe(200);
    const again = await cancel(buyer, transactionId, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('These tickets have already been cancelled.');
    expect(await countsOf(eventId)).toEqual({ remaining: 3, held: 0 });
    expect((await myOrder(buyer, transactionId)).refund).toEqual({ noOfTickets: 1, amount: 10.8 });
  });

  it('answers 409 for more tickets than the purchase holds', async () => {
    const eventId = await newEvent({ tickets: 3 });
    const transactionId = await bought(buyer, eventId, 1);
    const tooMany = await cancel(buyer, transactionId, 2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('You can cancel at most 1 tickets of this purchase.');
  });

  it('answers 404 for another member’s purchase and leaves it alone', async () => {
    const eventId = await newEvent({ tickets: 3 });
    const transactionId = await bought(buyer, eventId, 1);
    const theirs = await cancel(other, transactionId, 1);
    expect(theirs.statusCode).toBe(404);
    expect((await myOrder(buyer, transactionId)).status).toBe(2);
    expect(await countsOf(eventId)).toEqual({ remaining: 2, held: 0 });
  });

  it('refuses after the deadline (48 hours before the start by default) and My event says so', async () => {
    const eventId = await newEvent({ tickets: 3, startOffset: 1 });
    const transactionId = await bought(buyer, eventId, 1);
    const late = await cancel(buyer, transactionId, 1, 'it');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Non è più possibile annullare: il termine per questo evento è passato.');
    const mine = await t.api({ method: 'GET', url: `/api/user/myevent/${eventId}`, headers: buyer.headers });
    expect(mine.json().data.canCancelTickets).toBe(false);

    await world.db.updateTable('events').set({ cancel_hours_before: 1 }).where('id', '=', eventId).execute();
    const mineNow = await t.api({ method: 'GET', url: `/api/user/myevent/${eventId}`, headers: buyer.headers });
    expect(mineNow.json().data.canCancelTickets).toBe(true);
    expect((await cancel(buyer, transactionId, 1)).statusCode).toBe(200);
  });

  it('refuses a malformed count with 400', async () => {
    const eventId = await newEvent({ tickets: 3 });
    const transactionId = await bought(buyer, eventId, 1);
    expect((await cancel(buyer, transactionId, 0)).statusCode).toBe(400);
    expect((await cancel(buyer, 'not-an-id', 1)).statusCode).toBe(400);
  });
});

describe('the waiting list', () => {
  it('lets members join only a sold-out event, once, and shows their place', async () => {
    const eventId = await newEvent({ tickets: 1 });
    const early = await waitlist(other, eventId, 'POST', 1);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Tickets are still available: you can buy them now.');
    await bought(buyer, eventId, 1);

    expect((await waitlist(other, eventId, 'POST', 2)).json().data).toMatchObject({
      status: 'waiting',
      position: 1,
      noOfTickets: 2,
      offer: null,
    });
    expect((await waitlist(third, eventId, 'POST', 1)).json().data.position).toBe(2);
    expect((await waitlist(other, eventId, 'POST', 1)).statusCode).toBe(409);
    expect((await waitlist(buyer, eventId, 'GET')).json().data).toBeNull();

    expect((await waitlist(other, eventId, 'DELETE')).statusCode).toBe(200);
    expect((await waitlist(third, eventId, 'GET')).json().data.position).toBe(1);
    expect((await waitlist(other, eventId, 'DELETE')).statusCode).toBe(404);
  });

  it('offers a cancelled ticket to the first in line, mails them, holds it, and the offer is bought', async () => {
    const eventId = await newEvent({ tickets: 2, cost: 10 });
    const transactionId = await bought(buyer, eventId, 2);
    await waitlist(other, eventId, 'POST', 1);
    await waitlist(third, eventId, 'POST', 1);

    expect((await cancel(buyer, transactionId, 1)).statusCode).toBe(200);
    expect(await countsOf(eventId)).toEqual({ remaining: 0, held: 1 });
    const place = (await waitlist(other, eventId, 'GET')).json().data;
    expect(place).toMatchObject({ status: 'offered', offer: { noOfTickets: 1 } });
    const mail = await world.db
      .selectFrom('mail_outbox')
      .innerJoin('users', 'users.email', 'mail_outbox.to_address')
      .select(['mail_outbox.subject', 'mail_outbox.text'])
      .where('users.id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Biglietti disponibili per /);
    expect(mail.text).toContain(`https://campo.example/event/detail/${eventId}`);

    // The member the ticket is held for sees it on sale in the preview; nobody else can buy it.
    const preview = await t.api({
      method: 'POST',
      url: '/api/user/event/preview/transaction',
      headers: other.headers,
      payload: { eventId, noOfTickets: 1, ticketHolderName: 'Sara' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.remainingTickets).toBe(1);
    const intruder = await t.api({
      method: 'POST',
      url: '/api/user/event/preview/transaction',
      headers: third.headers,
      payload: { eventId, noOfTickets: 1, ticketHolderName: 'Paolo' },
    });
    expect(intruder.statusCode).toBe(409);

    const accepted = await bought(other, eventId, 1);
    expect((await myOrder(other, accepted)).status).toBe(2);
    expect(await countsOf(eventId)).toEqual({ remaining: 0, held: 0 });
    expect((await waitlist(other, eventId, 'GET')).json().data).toBeNull();
    expect((await waitlist(third, eventId, 'GET')).json().data).toMatchObject({ status: 'waiting', position: 1 });
  });

  it('mails the offer in the English member’s language when an Italian member’s cancellation frees the ticket', async () => {
    const english = await loggedInUser(t, 'Jane');
    await t.api({ method: 'PUT', url: '/api/user/language', headers: english.headers, payload: { language: 'en' } });
    const eventId = await newEvent({ tickets: 1 });
    const transactionId = await bought(buyer, eventId, 1);
    await waitlist(english, eventId, 'POST', 1);
    expect((await cancel(buyer, transactionId, 1, 'it')).json().message).toMatch(/rimborso/);
    const mail = await world.db
      .selectFrom('mail_outbox')
      .innerJoin('users', 'users.email', 'mail_outbox.to_address')
      .select(['mail_outbox.subject', 'mail_outbox.text'])
      .where('users.id', '=', english.id)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Tickets available for /);
    expect(mail.text).toMatch(/^Hello,/);
    const bell = await t.api({
      url: '/api/user/notifications',
      headers: { ...english.headers, 'accept-language': 'en' },
    });
    expect(bell.json().data).toMatchObject({
      unread: 1,
      items: [{ kind: 'waitlistOffer', eventId, link: `/event/detail/${eventId}`, read: false }],
    });
  });

  it('ends an offer past its time (the job, on its clock) and offers the tickets to the next in line', async () => {
    const eventId = await newEvent({ tickets: 1 });
    const transactionId = await bought(buyer, eventId, 1);
    await waitlist(other, eventId, 'POST', 1);
    await waitlist(third, eventId, 'POST', 1);
    await cancel(buyer, transactionId, 1);
    const offer = (await waitlist(other, eventId, 'GET')).json().data.offer;

    const deps = {
      db: world.db,
      offerHoldMs: t.config.waitlistOfferHoldMs,
      announceOffers: async () => {},
      now: () => new Date(new Date(offer.expiresAt).getTime() - 1000),
    };
    expect(await expireOffers(deps)).toEqual([]);
    expect((await waitlist(other, eventId, 'GET')).json().data.status).toBe('offered');

    const later = { ...deps, now: () => new Date(new Date(offer.expiresAt).getTime() + 1000) };
    const made = await expireOffers(later);
    expect(made).toEqual([expect.objectContaining({ userId: third.id, noOfTickets: 1 })]);
    expect((await waitlist(other, eventId, 'GET')).json().data).toBeNull();
    expect((await waitlist(third, eventId, 'GET')).json().data.status).toBe('offered');
    expect(await countsOf(eventId)).toEqual({ remaining: 0, held: 1 });
    // Running again releases nothing twice.
    expect(await expireOffers(later)).toEqual([]);
    expect(await countsOf(eventId)).toEqual({ remaining: 0, held: 1 });
  });

  it('gives a running offer to the next in line when its member leaves', async () => {
    const eventId = await newEvent({ tickets: 1 });
    const transactionId = await bought(buyer, eventId, 1);
    await waitlist(other, eventId, 'POST', 1);
    await waitlist(third, eventId, 'POST', 1);
    await cancel(buyer, transactionId, 1);
    expect((await waitlist(other, eventId, 'DELETE')).statusCode).toBe(200);
    expect((await waitlist(third, eventId, 'GET')).json().data.status).toBe('offered');
    expect(await countsOf(eventId)).toEqual({ remaining: 0, held: 1 });
  });
});
