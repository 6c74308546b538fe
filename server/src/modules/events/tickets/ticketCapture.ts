import { nowIso } from '../../../db/mapping';
import { captureReservedOrder, ProviderCaptureFailed } from '../../../payments/providerCapture';
import { isExpiredAt } from '../eventListItem';
import { eventTexts } from '../events.texts';
import { ticketClaims, type ClaimOutcome } from './paymentClaims';
import { freeTickets, offerFreeTickets, type NewOffer } from '../waitlist/seats';
import type { TicketDeps } from './ticketDeps';
import { takeTickets } from './ticketTake';
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

/** Takes the tickets with one conditional UPDATE, or closes the transaction (status 3) when they are gone. */
async function reserveTickets(
  deps: TicketDeps,
  record: TransactionRecord,
): Promise<'reserved' | 'sold_out' | 'expired'> {
  const { outcome, offers } = await deps.db.transaction().execute(async (trx) => {
    const at = nowIso();
    const now = deps.now();
    let outcome: 'reserved' | 'sold_out' | 'expired' = 'reserved';
    let offers: NewOffer[] = [];
    if (isExpiredAt(record.event_ends_at, now)) {
      outcome = 'expired';
    } else {
      const taken = await takeTickets(
        trx,
        record.event_id,
        Number(record.no_of_tickets),
        record.waitlist_entry_id,
        now,
      );
      if (!taken) outcome = 'sold_out';
      offers = await offerFreeTickets(trx, record.event_id, now, deps.offerHoldMs);
    }
    if (outcome !== 'reserved') {
      await trx
        .updateTable('event_transactions')
        .set({ status: 3, updated_at: at })
        .where('id', '=', record.id)
        .execute();
      await ticketClaims.settle(trx, record.id, outcome);
    }
    return { outcome, offers };
  });
  await deps.announceOffers(offers);
  return outcome;
}

/**
 * Gives the reserved tickets back (to the waiting list first). A definite refusal closes the transaction (status 3);
 * an unknown outcome (provider unreachable) reopens it, claim removed, so the buyer can retry: the capture carries
 * the same idempotency key, so the provider never charges twice.
 */
async function releaseTickets(
  deps: TicketDeps,
  record: TransactionRecord,
  outcome: ClaimOutcome,
  detail: string,
  final: boolean,
) {
  const offers = await deps.db.transaction().execute(async (trx) => {
    const at = nowIso();
    const made = await freeTickets(trx, record.event_id, Number(record.no_of_tickets), deps.now(), deps.offerHoldMs);
    if (final) {
      await trx
        .updateTable('event_transactions')
        .set({ status: 3, updated_at: at })
        .where('id', '=', record.id)
        .execute();
      await ticketClaims.settle(trx, record.id, outcome, detail);
    } else {
      await ticketClaims.release(trx, record.id);
    }
    return made;
  });
  await deps.announceOffers(offers);
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
    await ticketClaims.settle(trx, record.id, 'captured');
  });
}

/**
 * Completes a purchase when the payer comes back from the provider. Exactly one call per transaction gets
 * through (the claim); it takes the tickets atomically BEFORE charging, so a sold-out event refuses the capture
 * and nobody pays for a ticket that does not exist. A repeated call answers the completed transaction.
 */
export async function captureTicketPurchase(
  deps: TicketDeps,
  userId: string,
  orderId: string,
): Promise<CaptureOutcome> {
  const record = await ownTransactionByOrder(deps.db, userId, orderId);
  if (Number(record.status) === 2) return { transaction: toTicketTransaction(record), alreadyCompleted: true };
  if (Number(record.status) === 3) throw eventTexts.error(409, 'transactionClosed');
  if (!(await ticketClaims.claim(deps.db, record.id, 'capture'))) {
    // Another call owns it: answer its result if it is there.
    const fresh = await transactionById(deps.db, record.id);
    if (Number(fresh.status) === 2) return { transaction: toTicketTransaction(fresh), alreadyCompleted: true };
    if (Number(fresh.status) === 3) throw eventTexts.error(409, 'transactionClosed');
    throw eventTexts.error(409, 'paymentInProgress');
  }

  const reservation = await reserveTickets(deps, record);
  if (reservation === 'sold_out') throw eventTexts.error(409, 'soldOutNotCharged');
  if (reservation === 'expired') throw eventTexts.error(409, 'eventExpired');

  let captureId: string | null;
  try {
    captureId = await captureReservedOrder(deps.payments, deps.log, record.id, orderId, (outcome, detail, final) =>
      releaseTickets(deps, record, outcome, detail, final),
    );
  } catch (error) {
    if (!(error instanceof ProviderCaptureFailed)) throw error;
    throw error.failure === 'declined'
      ? eventTexts.error(402, 'paymentDeclined')
      : eventTexts.error(502, 'paymentUnavailable');
  }
  await completeCapture(deps, record, captureId);
  return { transaction: toTicketTransaction(await transactionById(deps.db, record.id)), alreadyCompleted: false };
}

/** The payer cancelled at the provider: status 3. Idempotent; refused once the purchase is completed. */
export async function cancelTicketPurchase(
  deps: TicketDeps,
  userId: string,
  orderId: string,
): Promise<TicketTransaction> {
  const record = await ownTransactionByOrder(deps.db, userId, orderId);
  if (Number(record.status) === 3) return toTicketTransaction(record);
  if (Number(record.status) === 2) throw eventTexts.error(409, 'transactionAlreadyCompleted');
  if (!(await ticketClaims.claim(deps.db, record.id, 'cancel'))) {
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
