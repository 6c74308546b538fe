import { createTestApp, type TestApp } from '../../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../../testing/eventFixtures';
import { approvedPurchase, capture } from '../../testing/sandboxCheckout';
import { setEventCapacity } from '../../organiser/eventCapacity';
import { expireOffers } from '../waitlist';

// 50 members act on one event at once, in random order, round after round (buy, cancel with a refund, join and
// leave the waiting list, accept an offer, offers running out, the organiser raising or lowering the capacity);
// after every round the counts must add up.
const MEMBERS = 50;
const ROUNDS = 6;
const CAPACITY = 12;

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;
let members: LoggedInUser[];

/** A small seeded generator, so a failing interleaving can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Declares the scenario as a jest test on the database createTestApp gives (PostgreSQL with DATABASE_URL). */
export function ticketInvariantScenario(): void {
  beforeAll(async () => {
    t = await createTestApp();
    world = await eventWorld(t);
    members = [];
    for (let index = 0; index < MEMBERS; index++) members.push(await loggedInUser(t, `M${index}`));
  });

  afterAll(() => t.close());

  // 50 members' requests over 6 rounds: about 20-45 s on a slow 2-core machine under a whole suite, beyond jest's 30 s.
  it(
    'keeps sold + offered within capacity, none negative, each release once, over random parallel rounds',
    scenario,
    120_000,
  );
}

async function checkInvariant(eventId: string) {
  const event = await world.db
    .selectFrom('events')
    .select(['total_tickets', 'remaining_tickets', 'held_tickets'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const sold = await world.db
    .selectFrom('event_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('no_of_tickets'), eb.lit(0)).as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 2)
    .executeTakeFirstOrThrow();
  const offered = await world.db
    .selectFrom('event_waitlist')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('offered_tickets'), eb.lit(0)).as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'offered')
    .executeTakeFirstOrThrow();
  const remaining = Number(event.remaining_tickets);
  const held = Number(event.held_tickets);
  expect(remaining).toBeGreaterThanOrEqual(0);
  expect(held).toBe(Number(offered.n));
  expect(Number(sold.n) + held).toBeLessThanOrEqual(Number(event.total_tickets));
  // Between rounds no capture is in flight: every ticket is sold, held or free, each exactly once.
  expect(Number(sold.n) + held + remaining).toBe(Number(event.total_tickets));
}

async function scenario() {
  const eventId = await insertEvent(world.db, {
    associationId: world.associationId,
    specialityId: world.specialityId,
    tickets: CAPACITY,
  });
  const next = random(27);
  let capacityOffers = 0;
  let clock = Date.now();
  const deps = {
    db: world.db,
    offerHoldMs: t.config.waitlistOfferHoldMs,
    announceOffers: async () => {},
    now: () => new Date(clock),
  };
  const purchasesOf = async (member: LoggedInUser) =>
    world.db
      .selectFrom('event_transactions')
      .select(['id', 'no_of_tickets'])
      .where('user_id', '=', member.id)
      .where('event_id', '=', eventId)
      .where('status', '=', 2)
      .execute();

  const act = async (member: LoggedInUser, roll: number) => {
    if (roll < 0.35) {
      const purchase = await approvedPurchase(t, member, eventId, 1 + Math.floor(next() * 2)).catch(() => null);
      if (purchase) await capture(t, member, purchase.token);
    } else if (roll < 0.55) {
      const [purchase] = await purchasesOf(member);
      if (purchase) {
        await t.api({
          method: 'POST',
          url: `/api/user/event/transaction/${purchase.id}/cancel`,
          headers: member.headers,
          payload: { noOfTickets: 1 },
        });
      }
    } else if (roll < 0.8) {
      await t.api({
        method: 'POST',
        url: `/api/user/event/${eventId}/waitlist`,
        headers: member.headers,
        payload: { noOfTickets: 1 + Math.floor(next() * 2) },
      });
    } else if (roll < 0.88) {
      await t.api({ method: 'DELETE', url: `/api/user/event/${eventId}/waitlist`, headers: member.headers });
    } else if (roll < 0.94) {
      // The organiser changes the capacity by -1..+2 of what it is now; below the tickets taken it is refused.
      const { total_tickets } = await world.db
        .selectFrom('events')
        .select('total_tickets')
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow();
      const totalTickets = Number(total_tickets) + Math.floor(next() * 4) - 1;
      const changed = await setEventCapacity(deps, world.associationId, eventId, totalTickets).catch(() => null);
      if (changed && changed.offersMade > 0) capacityOffers += changed.offersMade;
    } else {
      await expireOffers(deps);
    }
  };

  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(members.map((member) => act(member, next())));
    await checkInvariant(eventId);
    // Offers made this round are accepted by their members, in parallel.
    const offers = await world.db
      .selectFrom('event_waitlist')
      .select(['user_id', 'offered_tickets'])
      .where('event_id', '=', eventId)
      .where('status', '=', 'offered')
      .execute();
    await Promise.all(
      offers.map(async (offer) => {
        const member = members.find((m) => m.id === offer.user_id)!;
        const purchase = await approvedPurchase(t, member, eventId, Number(offer.offered_tickets)).catch(() => null);
        if (purchase && next() < 0.7) await capture(t, member, purchase.token);
      }),
    );
    await checkInvariant(eventId);
    clock += t.config.waitlistOfferHoldMs + 1000;
    await expireOffers(deps);
    await checkInvariant(eventId);
  }
  // The rounds went through every path.
  const paths = await world.db
    .selectFrom('event_waitlist')
    .select(['status'])
    .where('event_id', '=', eventId)
    .execute();
  const statuses = new Set(paths.map((row) => row.status));
  for (const status of ['accepted', 'expired', 'left'] as const)
    expect([status, statuses.has(status)]).toEqual([status, true]);
  const refunds = await world.db
    .selectFrom('event_ticket_refunds')
    .innerJoin('event_transactions', 'event_transactions.id', 'event_ticket_refunds.transaction_id')
    .select('event_ticket_refunds.id')
    .where('event_transactions.event_id', '=', eventId)
    .where('event_ticket_refunds.status', '=', 'completed')
    .execute();
  expect(refunds.length).toBeGreaterThan(0);
  expect(capacityOffers).toBeGreaterThan(0);
}
