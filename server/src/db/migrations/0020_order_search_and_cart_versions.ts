import type { Kysely } from 'kysely';

// Forward-only. My orders narrows a member's list by paid / never-paid status and sorts it newest first
// (modules/orders/myOrders.ts): (user_id, status, created_at, id) serves both the count and the page of every view
// from one index range, with or without a date range. Cart lines get a version that every write raises, so a
// quantity sent from a stale window is refused instead of overwriting a newer one (modules/products/cart.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('product_orders_user_status_idx')
    .on('product_orders')
    .columns(['user_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('event_transactions_user_status_idx')
    .on('event_transactions')
    .columns(['user_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .alterTable('cart_items')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
