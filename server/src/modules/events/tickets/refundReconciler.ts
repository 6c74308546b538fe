import type { FastifyInstance } from 'fastify';
import { toMoney } from '../../../db/mapping';
import type { TicketDeps } from './ticketDeps';
import { settleRefund, type RefundOutcome } from './refundSettlement';

/** A cancel call's own provider call is left this long before a reconciler asks about its attempt. */
export const REFUND_RECONCILE_AFTER_MS = 60_000;
export const REFUND_RECONCILE_EVERY_MS = 60_000;

type ReconcileDeps = Pick<TicketDeps, 'db' | 'payments' | 'log' | 'now' | 'offerHoldMs' | 'announceOffers'>;

/**
 * Every refund attempt still pending a minute after it was stored (the provider's answer was lost, or the server
 * stopped mid-call) is asked again with its own idempotency key: the provider answers the refund it already made,
 * makes it if it never got the call, or refuses. Safe on any number of instances at once (settleRefund moves each
 * attempt out of pending once); a provider still unreachable leaves the attempt for the next run.
 */
export async function reconcileRefunds(deps: ReconcileDeps): Promise<Record<RefundOutcome, string[]>> {
  const before = new Date(deps.now().getTime() - REFUND_RECONCILE_AFTER_MS).toISOString();
  const due = await deps.db
    .selectFrom('event_ticket_refunds')
    .innerJoin('event_transactions', 'event_transactions.id', 'event_ticket_refunds.transaction_id')
    .innerJoin('events', 'events.id', 'event_transactions.event_id')
    .select([
      'event_ticket_refunds.id',
      'event_ticket_refunds.transaction_id',
      'event_ticket_refunds.no_of_tickets',
      'event_ticket_refunds.amount',
      'event_transactions.event_id',
      'event_transactions.provider_capture_id',
      'events.currency_symbol',
    ])
    .where('event_ticket_refunds.status', '=', 'pending')
    .where('event_ticket_refunds.created_at', '<=', before)
    .orderBy('event_ticket_refunds.created_at')
    .limit(100)
    .execute();
  const outcome: Record<RefundOutcome, string[]> = { completed: [], refused: [], unknown: [] };
  for (const row of due) {
    const settled = await settleRefund(deps, {
      refundId: row.id,
      transactionId: row.transaction_id,
      eventId: row.event_id,
      captureId: row.provider_capture_id,
      currencySymbol: row.currency_symbol,
      noOfTickets: Number(row.no_of_tickets),
      amount: toMoney(row.amount),
    });
    outcome[settled].push(row.id);
  }
  return outcome;
}

/** Runs reconcileRefunds every `everyMs` on the app's clock: an unref'd interval cleared when the app closes. */
export function startRefundReconciler(app: FastifyInstance, deps: ReconcileDeps, everyMs: number): void {
  if (everyMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileRefunds(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'ticket refund reconcile failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
