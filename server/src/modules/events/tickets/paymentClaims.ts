import type { ColumnType } from 'kysely';
import type { CreatedAt, Db } from '../../../db/database';

export type ClaimAction = 'capture' | 'cancel';
export type ClaimOutcome = 'captured' | 'sold_out' | 'expired' | 'declined' | 'provider_error' | 'cancelled';

/**
 * Table of migration 0002: one row per event transaction whose payment someone started to finish. Its primary
 * key is the lock: the first capture or cancel to insert it owns the transaction, every other attempt sees it.
 */
export interface EventPaymentClaimsTable {
  transaction_id: string;
  action: ClaimAction;
  outcome: ColumnType<ClaimOutcome | null, ClaimOutcome | null | undefined, ClaimOutcome | null>;
  /** What went wrong with the provider, for reconciliation. */
  detail: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export function claimsDb<D extends Db>(db: D) {
  return db.withTables<{ event_payment_claims: EventPaymentClaimsTable }>();
}
