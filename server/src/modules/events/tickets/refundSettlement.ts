import { nowIso } from '../../../db/mapping';
import { currencyCodeOf, PaymentError } from '../../../payments/paymentProvider';
import { freeTickets } from '../waitlist/seats';
import type { TicketDeps } from './ticketDeps';

/** A stored refund attempt (an `event_ticket_refunds` row, pending) with what the provider call needs. */
export interface RefundAttempt {
  refundId: string;
  transactionId: string;
  eventId: string;
  captureId: string | null;
  currencySymbol: string;
  noOfTickets: number;
  amount: number;
}

/** completed: refunded and the tickets freed; refused: the purchase is back as it was; unknown: still pending. */
export type RefundOutcome = 'completed' | 'refused' | 'unknown';

type SettleDeps = Pick<TicketDeps, 'db' | 'payments' | 'log' | 'now' | 'offerHoldMs' | 'announceOffers'>;

/**
 * Asks the provider for a stored refund attempt, with the attempt's id as the idempotency key (PayPal-Request-Id),
 * so asking again after a lost answer returns the refund already made instead of making a second one. The attempt
 * leaves `pending` once, by a conditional update: only that move frees the tickets (completed) or gives them back to
 * the purchase (refused), so the cancel call and any number of reconcilers may settle the same attempt.
 */
export async function settleRefund(deps: SettleDeps, attempt: RefundAttempt): Promise<RefundOutcome> {
  let providerRefundId: string | null = null;
  if (attempt.amount > 0) {
    try {
      if (!attempt.captureId) throw new PaymentError('NO_CAPTURE', 'purchase has no capture', true);
      const refund = await deps.payments.refundCapture({
        captureId: attempt.captureId,
        amount: attempt.amount,
        currency: currencyCodeOf(attempt.currencySymbol),
        requestId: attempt.refundId,
      });
      if (refund.status === 'CANCELLED' || refund.status === 'FAILED') {
        throw new PaymentError(`REFUND_${refund.status}`, 'refund not made', true);
      }
      providerRefundId = refund.refundId;
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      const context = { refundId: attempt.refundId, code: error.code, reason: error.message };
      if (!error.declined) {
        deps.log.warn(context, 'ticket refund outcome unknown: left pending for the reconciler');
        return 'unknown';
      }
      deps.log.warn(context, 'ticket refund refused');
      await giveTicketsBack(deps, attempt);
      return 'refused';
    }
  }

  const offers = await deps.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('event_ticket_refunds')
      .set({ status: 'completed', provider_refund_id: providerRefundId, updated_at: nowIso() })
      .where('id', '=', attempt.refundId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    // The tickets come free exactly once: with the refund's move to completed.
    if (Number(done.numUpdatedRows) !== 1) return [];
    return freeTickets(trx, attempt.eventId, attempt.noOfTickets, deps.now(), deps.offerHoldMs);
  });
  await deps.announceOffers(offers);
  return 'completed';
}

/** A refused refund: the purchase holds the tickets again (a purchase cancelled in full held none). Once. */
async function giveTicketsBack(deps: SettleDeps, attempt: RefundAttempt): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const at = nowIso();
    const failed = await trx
      .updateTable('event_ticket_refunds')
      .set({ status: 'failed', updated_at: at })
      .where('id', '=', attempt.refundId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) !== 1) return;
    await trx
      .updateTable('event_transactions')
      .set((eb) => ({
        no_of_tickets: eb
          .case()
          .when('status', '=', 3)
          .then(attempt.noOfTickets)
          .else(eb('no_of_tickets', '+', attempt.noOfTickets))
          .end(),
        status: 2,
        updated_at: at,
      }))
      .where('id', '=', attempt.transactionId)
      .execute();
  });
}
