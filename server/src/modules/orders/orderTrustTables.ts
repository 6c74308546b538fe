import type { ColumnType } from 'kysely';
import type { CreatedAt, Db, Instant, Money } from '../../db/database';

/** Tables of migration 0019 (kept out of db/database.ts, like the sandbox's own tables). */
export interface OrderQuotesTable {
  id: string;
  user_id: string;
  billing_address_id: string;
  shipping_address_id: string;
  /** JSON text: QuotedLine[], what the preview showed. */
  lines_json: string;
  final_price: Money;
  expires_at: Instant;
  created_at: CreatedAt;
}

export type HoldState = 'held' | 'sold' | 'released';
export type HoldReleaseReason = 'cancelled' | 'failed' | 'expired' | 'sold_out';

export interface StockHoldsTable {
  order_id: string;
  state: ColumnType<HoldState, HoldState | undefined, HoldState>;
  expires_at: Instant;
  release_reason: ColumnType<HoldReleaseReason | null, HoldReleaseReason | null | undefined, HoldReleaseReason | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export function trustDb(db: Db) {
  return db.withTables<{ order_quotes: OrderQuotesTable; stock_holds: StockHoldsTable }>();
}
