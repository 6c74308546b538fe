import type { ColumnType, Kysely } from 'kysely';
import type { CreatedAt, Db } from '../db/database';
import { nowIso } from '../db/mapping';

export type ClaimAction = 'capture' | 'cancel';
export type ClaimOutcome = 'captured' | 'sold_out' | 'expired' | 'declined' | 'provider_error' | 'cancelled';

/**
 * One row per purchase whose payment someone started to finish (tickets: migration 0002, product orders: 0004).
 * Its primary key is the lock: the first capture or cancel to insert it owns the purchase, every other attempt
 * sees it. `transaction_id` is the purchase's id (an event transaction or a product order).
 */
export interface PaymentClaimsTable {
  transaction_id: string;
  action: ClaimAction;
  outcome: ColumnType<ClaimOutcome | null, ClaimOutcome | null | undefined, ClaimOutcome | null>;
  /** What went wrong with the provider, for reconciliation. */
  detail: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export type ClaimsTableName = 'event_payment_claims' | 'product_payment_claims';

type ClaimsDb = Kysely<{ claims: PaymentClaimsTable }>;

/** The claims of one kind of purchase, on `db` or a transaction of it. */
export function paymentClaims(table: ClaimsTableName) {
  // Both tables have the same columns; the alias keeps the queries typed once for either.
  const on = (db: Db): ClaimsDb => db.withTables<Record<ClaimsTableName, PaymentClaimsTable>>() as unknown as ClaimsDb;
  const from = table as unknown as 'claims';
  return {
    /** Inserts the claim row; false when a capture or cancel of this purchase was already claimed. */
    async claim(db: Db, transactionId: string, action: ClaimAction): Promise<boolean> {
      const inserted = await on(db)
        .insertInto(from)
        .values({ transaction_id: transactionId, action, outcome: action === 'cancel' ? 'cancelled' : null })
        .onConflict((oc) => oc.column('transaction_id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async settle(db: Db, transactionId: string, outcome: ClaimOutcome, detail?: string): Promise<void> {
      await on(db)
        .updateTable(from)
        .set({ outcome, ...(detail === undefined ? {} : { detail }), updated_at: nowIso() })
        .where('transaction_id', '=', transactionId)
        .execute();
    },
    /** Removes the claim so the purchase can be captured again (the provider's outcome is unknown). */
    async release(db: Db, transactionId: string): Promise<void> {
      await on(db).deleteFrom(from).where('transaction_id', '=', transactionId).execute();
    },
  };
}
