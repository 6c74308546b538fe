import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/mapping';
import { eventTexts } from '../events.texts';
import type { TicketDeps } from '../tickets/ticketDeps';
import { lockEvent, offerFreeTickets } from '../waitlist/seats';

export interface EventCapacity {
  eventId: string;
  totalTickets: number;
  /** Tickets on sale after the change (those offered to the waiting list are not). */
  remainingTickets: number;
  /** Tickets held for running waiting-list offers, those this change made included. */
  heldTickets: number;
  /** Waiting-list offers this change made, first in line first. */
  offersMade: number;
}

type CapacityDeps = Pick<TicketDeps, 'db' | 'now' | 'offerHoldMs' | 'announceOffers'>;

/** An event's organising association and total tickets, or null for an unknown event. */
export async function capacityOf(db: Db, eventId: string) {
  const row = await db
    .selectFrom('events')
    .select(['association_id', 'total_tickets'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row ? { associationId: row.association_id, totalTickets: Number(row.total_tickets) } : null;
}

/**
 * The organiser sets the event's total tickets. Raised: the new tickets go to the waiting list first, in order, as
 * freed tickets do. Lowered: only down to what is taken (sold, reserved by captures in flight, held for offers);
 * below it answers 409 and changes nothing. Another association's event answers like an unknown one (404).
 */
export async function setEventCapacity(
  deps: CapacityDeps,
  associationId: string,
  eventId: string,
  totalTickets: number,
): Promise<EventCapacity> {
  const { offers, event } = await deps.db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom('events').select('association_id').where('id', '=', eventId).executeTakeFirst();
    if (!owner || owner.association_id !== associationId) throw eventTexts.error(404, 'eventNotFound');
    await lockEvent(trx, eventId);
    const current = await trx
      .selectFrom('events')
      .select(['total_tickets', 'remaining_tickets'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const total = Number(current.total_tickets);
    const taken = total - Number(current.remaining_tickets);
    if (totalTickets < taken) throw eventTexts.error(409, 'capacityBelowTaken', { taken });
    await trx
      .updateTable('events')
      .set((eb) => ({
        total_tickets: totalTickets,
        remaining_tickets: eb('remaining_tickets', '+', totalTickets - total),
        updated_at: nowIso(),
      }))
      .where('id', '=', eventId)
      .execute();
    const made = await offerFreeTickets(trx, eventId, deps.now(), deps.offerHoldMs);
    const after = await trx
      .selectFrom('events')
      .select(['total_tickets', 'remaining_tickets', 'held_tickets'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    return { offers: made, event: after };
  });
  await deps.announceOffers(offers);
  return {
    eventId,
    totalTickets: Number(event.total_tickets),
    remainingTickets: Number(event.remaining_tickets),
    heldTickets: Number(event.held_tickets),
    offersMade: offers.length,
  };
}
