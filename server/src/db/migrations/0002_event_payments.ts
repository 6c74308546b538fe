import { sql, type Kysely } from 'kysely';
import { columnKit } from './columns';

// Forward-only. Ticket payments: the sandbox provider's orders, and one claim per event transaction so a capture and a
// cancel (or two captures) of the same order can never both run. See docs/CONVENTIONS.md "Events API".
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  const s = db.schema;

  await s
    .createTable('sandbox_payment_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('amount', k.money, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('CREATED')
        .check(sql`status in ('CREATED', 'APPROVED', 'COMPLETED', 'VOIDED')`),
    )
    .addColumn('payer_id', 'text')
    .addColumn('capture_id', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();

  await s
    .createTable('event_payment_claims')
    .addColumn('transaction_id', 'text', (c) => c.primaryKey().references('event_transactions.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('capture', 'cancel')`))
    .addColumn('outcome', 'text', (c) =>
      c.check(sql`outcome in ('captured', 'sold_out', 'expired', 'declined', 'provider_error', 'cancelled')`),
    )
    .addColumn('detail', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
}
