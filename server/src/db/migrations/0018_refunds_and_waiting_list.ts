import { sql, type Kysely } from 'kysely';
import { columnKit } from './columns';

// Forward-only. Ticket cancellations with refunds and the waiting list of sold-out events (docs/CONVENTIONS.md
// "Refunds and waiting list"). Per event: how many hours before the start members may still cancel, and how many
// tickets are held for waiting-list offers (never sold to others while held). Refunds are rows of their own, one per
// cancellation; the sandbox provider records its refunds like PayPal does.
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  const s = db.schema;

  await s
    .alterTable('events')
    .addColumn('cancel_hours_before', 'integer', (c) => c.notNull().defaultTo(48))
    .execute();
  await s
    .alterTable('events')
    .addColumn('held_tickets', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`held_tickets >= 0`),
    )
    .execute();

  await s
    .createTable('event_waitlist')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('no_of_tickets', 'integer', (c) => c.notNull().check(sql`no_of_tickets > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('waiting', 'offered', 'accepted', 'left', 'expired')`),
    )
    .addColumn('offered_tickets', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`offered_tickets >= 0`),
    )
    .addColumn('offer_expires_at', k.instant)
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
  // One open place per member and event; the line is read in joining order.
  await sql`create unique index event_waitlist_open_place on event_waitlist (event_id, user_id)
    where status in ('waiting', 'offered')`.execute(db);
  await s.createIndex('event_waitlist_line').on('event_waitlist').columns(['event_id', 'status', 'id']).execute();
  await s
    .createIndex('event_waitlist_offer_expiry')
    .on('event_waitlist')
    .columns(['status', 'offer_expires_at'])
    .execute();

  await s
    .alterTable('event_transactions')
    .addColumn('waitlist_entry_id', 'text', (c) => c.references('event_waitlist.id').onDelete('set null'))
    .execute();

  await s
    .createTable('event_ticket_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('event_transactions.id').onDelete('cascade'))
    .addColumn('no_of_tickets', 'integer', (c) => c.notNull().check(sql`no_of_tickets > 0`))
    .addColumn('amount', k.money, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'completed', 'failed')`))
    .addColumn('provider_refund_id', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('event_ticket_refunds_transaction').on('event_ticket_refunds').column('transaction_id').execute();

  await s
    .createTable('sandbox_payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    .addColumn('capture_id', 'text', (c) => c.notNull())
    .addColumn('amount', k.money, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
}
