import { sql, type Kysely } from 'kysely';
import { columnKit } from './columns';

// Forward-only. The shipping address snapshot of a product order keeps its province too. Product order payments: one claim per product order, so a capture and a cancel (or two captures) of
// the same order can never both run, like event_payment_claims (0002). See docs/CONVENTIONS.md "Products and orders API".
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  await db.schema.alterTable('product_orders').addColumn('shipping_province', 'text').execute();
  await db.schema
    .createTable('product_payment_claims')
    .addColumn('transaction_id', 'text', (c) => c.primaryKey().references('product_orders.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('capture', 'cancel')`))
    .addColumn('outcome', 'text', (c) =>
      c.check(sql`outcome in ('captured', 'sold_out', 'expired', 'declined', 'provider_error', 'cancelled')`),
    )
    .addColumn('detail', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
}
