import type { ColumnType } from 'kysely';
import type { CreatedAt, Db, Money } from '../db/database';

export type SandboxOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

/** Table of migration 0002 (not in db/database.ts, which belongs to the core schema). */
export interface SandboxPaymentOrdersTable {
  id: string;
  request_id: string;
  reference: string;
  amount: Money;
  currency: string;
  return_url: string;
  cancel_url: string;
  status: ColumnType<SandboxOrderStatus, SandboxOrderStatus | undefined, SandboxOrderStatus>;
  payer_id: string | null;
  capture_id: string | null;
  /** Migration 0019: until when the purchase holds its goods (the page's countdown); null for tickets. */
  hold_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table of migration 0018: the sandbox's refunds, against a capture. */
export interface SandboxPaymentRefundsTable {
  id: string;
  request_id: string;
  capture_id: string;
  amount: Money;
  created_at: CreatedAt;
}

export function sandboxDb(db: Db) {
  return db.withTables<{
    sandbox_payment_orders: SandboxPaymentOrdersTable;
    sandbox_payment_refunds: SandboxPaymentRefundsTable;
  }>();
}
