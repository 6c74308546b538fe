import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { nowIso, toIsoRequired } from '../../../db/mapping';

export type Trx = Transaction<Database>;

/** A waiting-list offer made in a transaction: mailed once the transaction has committed. */
export interface NewOffer {
  entryId: string;
  eventId: string;
  userId: string;
  noOfTickets: number;
  expiresAt: string;
}

/**
 * Every path that moves an event's tickets (buy, cancel, offer, expiry, accept) starts with this update, so on
 * PostgreSQL the event's row is locked for the rest of the transaction and those paths run one at a time per
 * event (SQLite runs one write transaction at a time anyway). The invariant they keep, per event:
 * tickets of completed purchases + tickets reserved by captures in flight + held_tickets + remaining_tickets =
 * total_tickets, none negative.
 */
export async function lockEvent(trx: Trx, eventId: string): Promise<void> {
  await trx.updateTable('events').set({ updated_at: nowIso() }).where('id', '=', eventId).execute();
}

/**
 * Offers the event's free tickets to the waiting list, first in line first: each member is offered what they asked
 * for, or the tickets left when fewer, held for them until `now + holdMs`. Call with the event locked.
 */
export async function offerFreeTickets(trx: Trx, eventId: string, now: Date, holdMs: number): Promise<NewOffer[]> {
  const offers: NewOffer[] = [];
  const expiresAt = new Date(now.getTime() + holdMs).toISOString();
  for (;;) {
    const event = await trx
      .selectFrom('events')
      .select('remaining_tickets')
      .where('id', '=', eventId)
      .executeTakeFirst();
    const remaining = Number(event?.remaining_tickets ?? 0);
    if (remaining <= 0) return offers;
    const next = await trx
      .selectFrom('event_waitlist')
      .select(['id', 'user_id', 'no_of_tickets'])
      .where('event_id', '=', eventId)
      .where('status', '=', 'waiting')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return offers;
    const count = Math.min(Number(next.no_of_tickets), remaining);
    const at = nowIso();
    await trx
      .updateTable('events')
      .set((eb) => ({
        remaining_tickets: eb('remaining_tickets', '-', count),
        held_tickets: eb('held_tickets', '+', count),
        updated_at: at,
      }))
      .where('id', '=', eventId)
      .execute();
    await trx
      .updateTable('event_waitlist')
      .set({ status: 'offered', offered_tickets: count, offer_expires_at: expiresAt, updated_at: at })
      .where('id', '=', next.id)
      .execute();
    offers.push({ entryId: next.id, eventId, userId: next.user_id, noOfTickets: count, expiresAt });
  }
}

/** Tickets come back (a cancellation, a failed capture): they go to the waiting list first, else on sale. */
export async function freeTickets(
  trx: Trx,
  eventId: string,
  count: number,
  now: Date,
  holdMs: number,
): Promise<NewOffer[]> {
  await lockEvent(trx, eventId);
  await trx
    .updateTable('events')
    .set((eb) => ({ remaining_tickets: eb('remaining_tickets', '+', count) }))
    .where('id', '=', eventId)
    .execute();
  return offerFreeTickets(trx, eventId, now, holdMs);
}

/**
 * Ends an offer (expired, left, or taken up by a purchase): its held tickets go back among the free ones. Exactly
 * once: only the call that moves the entry out of 'offered' releases them. Returns false when it was not offered.
 */
export async function closeOffer(
  trx: Trx,
  entryId: string,
  eventId: string,
  to: 'expired' | 'left' | 'accepted',
  onlyExpiredBy?: Date,
): Promise<boolean> {
  await lockEvent(trx, eventId);
  const entry = await trx
    .selectFrom('event_waitlist')
    .select(['offered_tickets', 'status', 'offer_expires_at'])
    .where('id', '=', entryId)
    .executeTakeFirst();
  if (!entry || entry.status !== 'offered') return false;
  if (onlyExpiredBy && new Date(toIsoRequired(entry.offer_expires_at ?? 0)).getTime() > onlyExpiredBy.getTime())
    return false;
  const held = Number(entry.offered_tickets);
  const at = nowIso();
  await trx
    .updateTable('event_waitlist')
    .set({ status: to, updated_at: at })
    .where('id', '=', entryId)
    .where('status', '=', 'offered')
    .execute();
  await trx
    .updateTable('events')
    .set((eb) => ({
      remaining_tickets: eb('remaining_tickets', '+', held),
      held_tickets: eb('held_tickets', '-', held),
      updated_at: at,
    }))
    .where('id', '=', eventId)
    .execute();
  return true;
}
