import type { Kysely } from 'kysely';
import { columnKit } from './columns';

// Forward-only. The address book keeps a default billing and a default shipping address (modules/products/
// addresses.ts), one of each per member, chosen at checkout. Each role is set by one UPDATE over the member's rows
// (`case when id = ? then 1 else 0 end`), so two at once leave one default, never two. The old single `is_default`
// becomes "default for either role" and is kept in step; the one default each member had is now both.
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  await db.schema
    .alterTable('addresses')
    .addColumn('is_default_billing', 'integer', k.bool('is_default_billing', 0))
    .execute();
  await db.schema
    .alterTable('addresses')
    .addColumn('is_default_shipping', 'integer', k.bool('is_default_shipping', 0))
    .execute();
  await (db as Kysely<{ addresses: { is_default: number; is_default_billing: number; is_default_shipping: number } }>)
    .updateTable('addresses')
    .set({ is_default_billing: 1, is_default_shipping: 1 })
    .where('is_default', '=', 1)
    .execute();
}
