import { sql, type Kysely } from 'kysely';
import { columnKit } from './columns';

// Forward-only. Money and stock a buyer can trust (modules/orders):
// - order_quotes: what an order preview showed (lines and unit prices as JSON, the final price) with an expiry;
//   starting the payment names the quote and is refused when today's prices differ.
// - stock_holds: one row per product order whose units were taken from product_variants.stock when the payment
//   started. `state` moves once: held -> sold (capture) or held -> released (cancel, failure, expiry), so a hold's
//   units go back at most once.
// - sandbox_payment_orders.hold_expires_at: the sandbox approval page counts down to it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  await db.schema
    .createTable('order_quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('billing_address_id', 'text', (c) => c.notNull())
    .addColumn('shipping_address_id', 'text', (c) => c.notNull())
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('final_price', k.money, (c) => c.notNull())
    .addColumn('expires_at', k.instant, (c) => c.notNull())
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await db.schema.createIndex('order_quotes_expiry').on('order_quotes').column('expires_at').execute();

  await db.schema
    .createTable('stock_holds')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('product_orders.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('held')
        .check(sql`state in ('held', 'sold', 'released')`),
    )
    .addColumn('expires_at', k.instant, (c) => c.notNull())
    .addColumn('release_reason', 'text', (c) =>
      c.check(sql`release_reason in ('cancelled', 'failed', 'expired', 'sold_out')`),
    )
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
  await db.schema.createIndex('stock_holds_open').on('stock_holds').columns(['state', 'expires_at']).execute();

  await db.schema.alterTable('sandbox_payment_orders').addColumn('hold_expires_at', k.instant).execute();
}
