import type { FastifyBaseLogger } from 'fastify';
import type { ClaimOutcome } from './paymentClaims';
import { PaymentError, type CaptureResult, type PaymentProvider } from './paymentProvider';

/** Why the provider did not move the money: refused for good, or unknown (unreachable: retry the same capture). */
export type CaptureFailure = 'declined' | 'unavailable';

export class ProviderCaptureFailed extends Error {
  constructor(readonly failure: CaptureFailure) {
    super(`payment capture ${failure}`);
    this.name = 'ProviderCaptureFailed';
  }
}

/**
 * Gives back what the purchase reserved. `final` (a definite refusal) closes it (status 3); otherwise it reopens,
 * claim removed, so the buyer can retry: the capture carries the same idempotency key, so nobody is charged twice.
 */
export type ReleaseReservation = (outcome: ClaimOutcome, detail: string, final: boolean) => Promise<void>;

/**
 * Asks the provider to capture an order whose goods are already reserved; returns the capture id. On any failure it
 * calls `release` and throws ProviderCaptureFailed (or the unexpected error itself, after reopening the purchase).
 */
export async function captureReservedOrder(
  payments: PaymentProvider,
  log: FastifyBaseLogger,
  transactionId: string,
  orderId: string,
  release: ReleaseReservation,
): Promise<string | null> {
  let result: CaptureResult;
  try {
    result = await payments.captureOrder(orderId);
  } catch (error) {
    if (!(error instanceof PaymentError)) {
      await release('provider_error', String(error), false);
      throw error;
    }
    log.warn({ transactionId, orderId, code: error.code, reason: error.message }, 'payment capture failed');
    await release(error.declined ? 'declined' : 'provider_error', `${error.code}: ${error.message}`, error.declined);
    throw new ProviderCaptureFailed(error.declined ? 'declined' : 'unavailable');
  }
  if (result.status !== 'COMPLETED') {
    log.warn({ transactionId, orderId, status: result.status }, 'payment capture not completed');
    await release('declined', `capture ${result.status}`, true);
    throw new ProviderCaptureFailed('declined');
  }
  return result.captureId;
}
