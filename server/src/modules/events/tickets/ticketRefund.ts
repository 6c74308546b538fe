import type { Db } from '../../../db/database';
import { nowIso, toIsoRequired, toMoney } from '../../../db/mapping';
import { newId } from '../../../lib/ids';
import { eventTexts } from '../events.texts';
import { settleRefund } from './refundSettlement';
import type { TicketDeps } from './ticketDeps';

const HOUR_MS = 3_600_000;

export interface TicketRefund {
  _id: string;
  /** The purchase the tickets were cancelled from (its _id). */
  transactionId: string;
  noOfTickets: number;
  amount: number;
  currencySymbol: string;
  /** Tickets the purchase still holds; 0 when it was cancelled in full (status 3). */
  remainingTickets: number;
  /** pending: the provider's answer was lost; the reconciler finishes the refund (refundReconciler.ts). */
  status: 'completed' | 'pending';
}

/** Until when the event's tickets may be cancelled: its start minus its cancel_hours_before. */
export function cancelDeadlineOf(startsAt: unknown, hoursBefore: unknown): Date {
  return new Date(new Date(toIsoRequired(startsAt as string)).getTime() - Number(hoursBefore) * HOUR_MS);
}

async function purchaseOf(db: Db, userId: string, transactionId: string) {
  const row = await db
    .selectFrom('event_transactions')
    .innerJoin('events', 'events.id', 'event_transactions.event_id')
    .select([
      'event_transactions.id',
      'event_transactions.event_id',
      'event_transactions.status',
      'event_transactions.no_of_tickets',
      'event_transactions.final_price',
      'event_transactions.provider_capture_id',
      'events.starts_at',
      'events.cancel_hours_before',
      'events.currency_symbol',
    ])
    .where('event_transactions.id', '=', transactionId)
    .where('event_transactions.user_id', '=', userId)
    .executeTakeFirst();
  // Someone else's purchase answers like an unknown one.
  if (!row) throw eventTexts.error(404, 'transactionNotFound');
  return row;
}

/** What the cancelled tickets give back: their share of what was paid; the last ones get what is left. */
async function refundAmount(db: Db, transactionId: string, finalPrice: number, held: number, count: number) {
  const done = await db
    .selectFrom('event_ticket_refunds')
    .select(['no_of_tickets', 'amount'])
    .where('transaction_id', '=', transactionId)
    .where('status', '!=', 'failed')
    .execute();
  const refundedTickets = done.reduce((sum, r) => sum + Number(r.no_of_tickets), 0);
  const refundedCents = done.reduce((sum, r) => sum + Math.round(toMoney(r.amount) * 100), 0);
  const paidCents = Math.round(finalPrice * 100);
  if (count === held) return (paidCents - refundedCents) / 100;
  return Math.round((paidCents * count) / (held + refundedTickets)) / 100;
}

/**
 * Cancels `count` of a member's tickets of one purchase and refunds their share through the provider. The purchase
 * is changed first with a conditional update that also stores the refund attempt, `pending`, whose id is the
 * provider's idempotency key (so a second cancel of the same tickets answers 409 and changes nothing); the provider
 * refunds next, and only then do the tickets come free (to the waiting list first). A refused refund puts the
 * purchase back as it was (502); a lost answer leaves the attempt pending for the reconciler (status 'pending').
 */
export async function cancelTickets(
  deps: TicketDeps,
  userId: string,
  transactionId: string,
  count: number,
): Promise<TicketRefund> {
  const row = await purchaseOf(deps.db, userId, transactionId);
  if (Number(row.status) !== 2) throw eventTexts.error(409, 'ticketsAlreadyCancelled');
  const now = deps.now();
  if (now.getTime() >= cancelDeadlineOf(row.starts_at, row.cancel_hours_before).getTime()) {
    throw eventTexts.error(409, 'cancelDeadlinePassed');
  }
  const held = Number(row.no_of_tickets);
  if (count > held) throw eventTexts.error(409, 'tooManyToCancel', { held });
  const amount = await refundAmount(deps.db, row.id, toMoney(row.final_price), held, count);
  const whole = count === held;
  const refundId = newId();

  const claimed = await deps.db.transaction().execute(async (trx) => {
    const at = nowIso();
    const changed = await trx
      .updateTable('event_transactions')
      .set((eb) =>
        whole ? { status: 3, updated_at: at } : { no_of_tickets: eb('no_of_tickets', '-', count), updated_at: at },
      )
      .where('id', '=', row.id)
      .where('status', '=', 2)
      .where('no_of_tickets', '=', held)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('event_ticket_refunds')
      .values({ id: refundId, transaction_id: row.id, no_of_tickets: count, amount, status: 'pending' })
      .execute();
    return true;
  });
  if (!claimed) throw eventTexts.error(409, 'ticketsAlreadyCancelled');

  const outcome = await settleRefund(deps, {
    refundId,
    transactionId: row.id,
    eventId: row.event_id,
    captureId: row.provider_capture_id,
    currencySymbol: row.currency_symbol,
    noOfTickets: count,
    amount,
  });
  if (outcome === 'refused') throw eventTexts.error(502, 'refundUnavailable');
  return {
    _id: refundId,
    transactionId: row.id,
    noOfTickets: count,
    amount,
    currencySymbol: row.currency_symbol,
    remainingTickets: held - count,
    status: outcome === 'completed' ? 'completed' : 'pending',
  };
}
