import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

// Forward-only. order_versions: a number per member that triggers raise in the transaction of every write to that
// member's product orders (the order row: status, delivery status and its dates, whoever writes it: checkout, capture,
// the payment reconciler, admin paths) and to their lines, so the My orders cache (modules/orders/orderCache.ts)
// checks a cached page or order against it on every read, on any server (issue 24, `npm run bench -- api-shop`).

/** Raise the version of the member `userId` (an SQL expression) holds, creating their row at 1. */
const bump = (userId: string) =>
  sql`insert into order_versions (user_id, version) values (${sql.raw(userId)}, 1)
    on conflict (user_id) do update set version = order_versions.version + 1`;

/** The same for the owner of the order `orderId` (an SQL expression); nothing when the order is gone. */
const bumpOwnerOf = (orderId: string) =>
  sql`insert into order_versions (user_id, version)
    select user_id, 1 from product_orders where id = ${sql.raw(orderId)}
    on conflict (user_id) do update set version = order_versions.version + 1`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`create function bump_order_version() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${bump('old.user_id')}; end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.user_id <> old.user_id) then ${bump('new.user_id')}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger product_orders_order_version after insert or update or delete on product_orders
      for each row execute function bump_order_version()`.execute(db);
    await sql`create function bump_order_line_version() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${bumpOwnerOf('old.order_id')}; end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.order_id <> old.order_id) then
          ${bumpOwnerOf('new.order_id')};
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger product_order_items_order_version after insert or update or delete on product_order_items
      for each row execute function bump_order_line_version()`.execute(db);
    return;
  }
  await sql`create trigger product_orders_order_version_insert after insert on product_orders
    begin ${bump('new.user_id')}; end`.execute(db);
  await sql`create trigger product_orders_order_version_delete after delete on product_orders
    begin ${bump('old.user_id')}; end`.execute(db);
  await sql`create trigger product_orders_order_version_update after update on product_orders
    begin ${bump('old.user_id')}; ${bump('new.user_id')}; end`.execute(db);
  await sql`create trigger product_order_items_order_version_insert after insert on product_order_items
    begin ${bumpOwnerOf('new.order_id')}; end`.execute(db);
  await sql`create trigger product_order_items_order_version_delete after delete on product_order_items
    begin ${bumpOwnerOf('old.order_id')}; end`.execute(db);
  await sql`create trigger product_order_items_order_version_update after update on product_order_items
    begin ${bumpOwnerOf('old.order_id')}; ${bumpOwnerOf('new.order_id')}; end`.execute(db);
}
