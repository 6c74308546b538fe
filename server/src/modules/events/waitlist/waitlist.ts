import type { Db } from '../../../db/database';
import { nowIso, toIsoRequired } from '../../../db/mapping';
import { newId } from '../../../lib/ids';
import { isExpiredAt } from '../eventListItem';
import { eventTexts } from '../events.texts';
import type { TicketDeps } from '../tickets/ticketDeps';
import { closeOffer, lockEvent, offerFreeTickets, type NewOffer } from './seats';

export interface WaitlistPlace {
  _id: string;
  eventId: string;
  /** Tickets the member asked for. */
  noOfTickets: number;
  status: 'waiting' | 'offered';
  /** 1 = first in line (members with an offer running count too). */
  position: number;
  /** Tickets held for the member and until when, while an offer runs. */
  offer: { noOfTickets: number; expiresAt: string } | null;
}

type WaitlistDeps = Pick<TicketDeps, 'db' | 'now' | 'offerHoldMs' | 'announceOffers'>;

async function openEntryOf(db: Db, userId: string, eventId: string) {
  return db
    .selectFrom('event_waitlist')
    .select(['id', 'no_of_tickets', 'status', 'offered_tickets', 'offer_expires_at'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['waiting', 'offered'])
    .executeTakeFirst();
}

/** The member's open place on the event's waiting list, or null. */
export async function waitlistPlaceOf(db: Db, userId: string, eventId: string): Promise<WaitlistPlace | null> {
  const entry = await openEntryOf(db, userId, eventId);
  if (!entry) return null;
  const ahead = await db
    .selectFrom('event_waitlist')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('event_id', '=', eventId)
    .where('status', 'in', ['waiting', 'offered'])
    .where('id', '<', entry.id)
    .executeTakeFirstOrThrow();
  const offered = entry.status === 'offered';
  return {
    _id: entry.id,
    eventId,
    noOfTickets: Number(entry.no_of_tickets),
    status: offered ? 'offered' : 'waiting',
    position: Number(ahead.count) + 1,
    offer: offered
      ? { noOfTickets: Number(entry.offered_tickets), expiresAt: toIsoRequired(entry.offer_expires_at ?? 0) }
      : null,
  };
}

/** Joins a sold-out event's waiting list; 409 when tickets are on sale, the event ended or the member is in line. */
export async function joinWaitlist(
  deps: WaitlistDeps,
  userId: string,
  eventId: string,
  count: number,
): Promise<WaitlistPlace> {
  await deps.db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('events')
      .select(['remaining_tickets', 'ends_at'])
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (!event) throw eventTexts.error(404, 'eventNotFound');
    if (count < 1) throw eventTexts.error(400, 'atLeastOneTicket');
    if (isExpiredAt(event.ends_at, deps.now())) throw eventTexts.error(409, 'eventExpired');
    await lockEvent(trx, eventId);
    const fresh = await trx
      .selectFrom('events')
      .select('remaining_tickets')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    if (Number(fresh.remaining_tickets) > 0) throw eventTexts.error(409, 'waitlistNotSoldOut');
    const existing = await trx
      .selectFrom('event_waitlist')
      .select('id')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirst();
    if (existing) throw eventTexts.error(409, 'waitlistAlreadyIn');
    const at = nowIso();
    await trx
      .insertInto('event_waitlist')
      .values({
        id: newId(),
        event_id: eventId,
        user_id: userId,
        no_of_tickets: count,
        status: 'waiting',
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  const place = await waitlistPlaceOf(deps.db, userId, eventId);
  if (!place) throw eventTexts.error(404, 'waitlistNotIn');
  return place;
}

/** Leaves the line; an offer running for the member goes to the next in line. 404 when not in line. */
export async function leaveWaitlist(deps: WaitlistDeps, userId: string, eventId: string): Promise<void> {
  const entry = await openEntryOf(deps.db, userId, eventId);
  if (!entry) throw eventTexts.error(404, 'waitlistNotIn');
  const offers = await deps.db.transaction().execute(async (trx) => {
    if (await closeOffer(trx, entry.id, eventId, 'left')) {
      return offerFreeTickets(trx, eventId, deps.now(), deps.offerHoldMs);
    }
    await trx
      .updateTable('event_waitlist')
      .set({ status: 'left', updated_at: nowIso() })
      .where('id', '=', entry.id)
      .where('status', '=', 'waiting')
      .execute();
    return [];
  });
  await deps.announceOffers(offers);
}

/** The expiry job: every offer past its time ends, and its tickets are offered to the next in line. */
export async function expireOffers(deps: WaitlistDeps): Promise<NewOffer[]> {
  const now = deps.now();
  const due = await deps.db
    .selectFrom('event_waitlist')
    .select(['id', 'event_id'])
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now.toISOString())
    .orderBy('id')
    .execute();
  const offers: NewOffer[] = [];
  for (const entry of due) {
    const made = await deps.db.transaction().execute(async (trx) => {
      if (!(await closeOffer(trx, entry.id, entry.event_id, 'expired', now))) return [];
      return offerFreeTickets(trx, entry.event_id, now, deps.offerHoldMs);
    });
    offers.push(...made);
  }
  await deps.announceOffers(offers);
  return offers;
}

/** The member's running offer on the event (not yet past its time), for a purchase that takes it up. */
export async function runningOfferOf(db: Db, userId: string, eventId: string, now: Date) {
  const entry = await openEntryOf(db, userId, eventId);
  if (!entry || entry.status !== 'offered') return null;
  if (new Date(toIsoRequired(entry.offer_expires_at ?? 0)).getTime() <= now.getTime()) return null;
  return { entryId: entry.id, noOfTickets: Number(entry.offered_tickets) };
}
