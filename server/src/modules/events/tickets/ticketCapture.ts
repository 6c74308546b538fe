import { nowIso } from '../../../db/mapping';
import { PaymentError, type CaptureResult } from '../../../payments/paymentProvider';
import { isExpiredAt } from '../eventListItem';
import { eventTexts } from '../events.texts';
import { claimsDb, type ClaimAction, type ClaimOutcome } from './paymentClaims';
import type { TicketDeps } from './ticketDeps';
import {
  ownTransactionByOrder,
  toTicketTransaction,
  transactionById,
  type TicketTransaction,
  type TransactionRecord,
} from './ticketTransaction';

export interface CaptureOutcome {
  transaction: TicketTransaction;
  /** True when this call found the purchase already completed and did nothing. */
  alreadyCompleted: boolean;
}

/** Inserts the claim row; false when a capture or cancel of this transaction was already claimed. */
async function claim(deps: TicketDeps, transactionId: string, action: ClaimAction): Promise<boolean> {
  const inserted = await claimsDb(deps.db)
    .insertInto('event_payment_claims')
    .values({ transaction_id: transactionId, action, outcome: action === 'cancel' ? 'cancelled' : null })
    .onConflict((oc) => oc.column('transaction_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Takes the tickets with one conditional UPDATE, or closes the transaction (status 3) when they are gone. */
async function reserveTickets(deps: TicketDeps, record: TransactionRecord): Promise<'reserved' | 'sold_out' | 'expired'> {
  return deps.db.transaction().execute(async (trx) => {
    const at = nowIso();
    let outcome: 'reserved' | 'sold_out' | 'expired' = 'reserved';
    if (isExpiredAt(record.event_ends_at, deps.now())) {
      outcome = 'expired';
    } else {
      const taken = await trx
        .updateTable('events')
        .set((eb) => ({ remaining_tickets: eb('remaining_tickets', '-', Number(record.no_of_tickets)), updated_at: at }))
        .where('id', '=', record.event_id)
        .where('remaining_tickets', '>=', Number(record.no_of_tickets))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) outcome = 'sold_out';
    }
    if (outcome !== 'reserved') {
      await trx.updateTable('event_transactions').set({ status: 3, updated_at: at }).where('id', '=', record.id).execute();
      await claimsDb(trx)
        .updateTable('event_payment_claims')
        .set({ outcome, updated_at: at })
        .where('transaction_id', '=', record.id)
        .execute();
    }
    return outcome;
  });
}

/**
 * Gives the reserved tickets back. A definite refusal closes the transaction (status 3); an unknown outcome
 * (provider unreachable) reopens it, claim removed, so the buyer can retry: the capture carries the same
 * idempotency key, so the provider never charges twice.
 */
async function releaseTickets(deps: TicketDeps, record: TransactionRecord, outcome: ClaimOutcome, detail: string, final: boolean) {
  await deps.db.transaction().execute(async (trx) => {
    const at = nowIso();
    await trx
      .updateTable('events')
      .set((eb) => ({ remaining_tickets: eb('remaining_tickets', '+', Number(record.no_of_tickets)), updated_at: at }))
      .where('id', '=', record.event_id)
      .execute();
    const claims = claimsDb(trx);
    if (final) {
      await trx.updateTable('event_transactions').set({ status: 3, updated_at: at }).where('id', '=', record.id).execute();
      await claims
        .updateTable('event_payment_claims')
        .set({ outcome, detail, updated_at: at })
        .where('transaction_id', '=', record.id)
        .execute();
    } else {
      await claims.deleteFrom('event_payment_claims').where('transaction_id', '=', record.id).execute();
    }
  });
}

async function completeCapture(deps: TicketDeps, record: TransactionRecord, captureId: string | null) {
  await deps.db.transaction().execute(async (trx) => {
    const at = nowIso();
    await trx
      .updateTable('event_transactions')
      .set({ status: 2, provider_capture_id: captureId, completed_at: at, updated_at: at })
      .where('id', '=', record.id)
      .where('status', '=', 1)
      .execute();
    await claimsDb(trx)
      .updateTable('event_payment_claims')
      .set({ outcome: 'captured', updated_at: at })
      .where('transaction_id', '=', record.id)
      .execute();
  });
}

/**
 * Completes a purchase when the payer comes back from the provider. Exactly one call per transaction gets
 * through (the claim); it takes the tickets atomically BEFORE charging, so a sold-out event refuses the capture
 * and nobody pays for a ticket that does not exist. A repeated call answers the completed transaction.
 */
export async function captureTicketPurchase(deps: TicketDeps, userId: string, orderId: string): Promise<CaptureOutcome> {
  const record = await ownTransactionByOrder(deps.db, userId, orderId);
  if (Number(record.status) === 2) return { transaction: toTicketTransaction(record), alreadyCompleted: true };
  if (Number(record.status) === 3) throw eventTexts.error(409, 'transactionClosed');
  if (!(await claim(deps, record.id, 'capture'))) {
    // Another call owns it: answer its result if it is there.
    const fresh = await transactionById(deps.db, record.id);
    if (Number(fresh.status) === 2) return { transaction: toTicketTransaction(fresh), alreadyCompleted: true };
    if (Number(fresh.status) === 3) throw eventTexts.error(409, 'transactionClosed');
    throw eventTexts.error(409, 'paymentInProgress');
  }

  const reservation = await reserveTickets(deps, record);
  if (reservation === 'sold_out') throw eventTexts.error(409, 'soldOutNotCharged');
  if (reservation === 'expired') throw eventTexts.error(409, 'eventExpired');

  let result: CaptureResult;
  try {
    result = await deps.payments.captureOrder(orderId);
  } catch (error) {
    if (!(error instanceof PaymentError)) {
      await releaseTickets(deps, record, 'provider_error', String(error), false);
      throw error;
    }
    deps.log.warn({ transactionId: record.id, orderId, code: error.code, reason: error.message }, 'payment capture failed');
    await releaseTickets(deps, record, error.declined ? 'declined' : 'provider_error', `${error.code}: ${error.message}`, error.declined);
    throw error.declined ? eventTexts.error(402, 'paymentDeclined') : eventTexts.error(502, 'paymentUnavailable');
  }
  if (result.status !== 'COMPLETED') {
    deps.log.warn({ transactionId: record.id, orderId, status: result.status }, 'payment capture not completed');
    await releaseTickets(deps, record, 'declined', `capture ${result.status}`, true);
    throw eventTexts.error(402, 'paymentDeclined');
  }
  await completeCapture(deps, record, result.captureId);
  return { transaction: toTicketTransaction(await transactionById(deps.db, record.id)), alreadyCompleted: false };
}

/** The payer cancelled at the provider: status 3. Idempotent; refused once the purchase is completed. */
export async function cancelTicketPurchase(deps: TicketDeps, userId: string, orderId: string): Promise<TicketTransaction> {
  const record = await ownTransactionByOrder(deps.db, userId, orderId);
  if (Number(record.status) === 3) return toTicketTransaction(record);
  if (Number(record.status) === 2) throw eventTexts.error(409, 'transactionAlreadyCompleted');
  if (!(await claim(deps, record.id, 'cancel'))) {
    const fresh = await transactionById(deps.db, record.id);
    if (Number(fresh.status) === 3) return toTicketTransaction(fresh);
    if (Number(fresh.status) === 2) throw eventTexts.error(409, 'transactionAlreadyCompleted');
    throw eventTexts.error(409, 'paymentInProgress');
  }
  await deps.db
    .updateTable('event_transactions')
    .set({ status: 3, updated_at: nowIso() })
    .where('id', '=', record.id)
    .where('status', '=', 1)
    .execute();
  return toTicketTransaction(await transactionById(deps.db, record.id));
}
