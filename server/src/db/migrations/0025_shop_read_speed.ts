import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

// Forward-only. What the shop's reads need to stay fast for a member with 1,000 orders and a 300-line cart
// (issue 24, `npm run bench -- api-shop`):
// - product_orders.search_text: the order's reference and the names of its lines, lower-cased (lower() as the search
//   folds them), one per line of text, kept in step by triggers on the order's reference and on its lines. My orders'
//   `q` is then one `like` on the order's own index entry instead of a join over every line of every order.
// - My orders' indexes hold what their filters read, so the count runs on the index alone: (user_id, status,
//   created_at, id, search_text) replaces 0020's (user_id, status, created_at, id) for the views and the search, and
//   (user_id, status, delivery_status, created_at, id) serves the delivery status filter with its dates.
// - cart_versions: a number per member that triggers raise in the transaction of every write to that member's cart
//   lines, so a cached cart answer (modules/products/cartCache.ts) is checked against it (and the `products` data
//   version of 0024 for prices, stock, names and pictures) on every read.

/** The search text of the product_orders row in scope, from its reference and its lines. */
const SQLITE_SEARCH_TEXT = sql`lower(reference || coalesce(char(10) ||
  (select group_concat(name, char(10)) from product_order_items where order_id = product_orders.id), ''))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema.alterTable('product_orders').addColumn('search_text', 'text').execute();

  // One name per text line: a search never matches across two names.
  if (postgres) {
    await sql`create function product_order_search_text(order_id text) returns text language sql stable as $$
      select lower(o.reference || coalesce(chr(10) || (select string_agg(i.name, chr(10))
        from product_order_items i where i.order_id = o.id), '')) from product_orders o where o.id = $1 $$`.execute(db);
    await sql`create function product_orders_search_text() returns trigger language plpgsql as $$
      begin
        new.search_text := lower(new.reference || coalesce(chr(10) || (select string_agg(i.name, chr(10))
          from product_order_items i where i.order_id = new.id), ''));
        return new;
      end $$`.execute(db);
    await sql`create trigger product_orders_search_text before insert or update of reference on product_orders
      for each row execute function product_orders_search_text()`.execute(db);
    await sql`create function product_order_items_search_text() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update product_orders set search_text = product_order_search_text(old.order_id) where id = old.order_id;
        end if;
        if tg_op <> 'DELETE' then
          update product_orders set search_text = product_order_search_text(new.order_id) where id = new.order_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger product_order_items_search_text after insert or delete or update of name, order_id
      on product_order_items for each row execute function product_order_items_search_text()`.execute(db);
    await sql`update product_orders set search_text = product_order_search_text(id)`.execute(db);
  } else {
    const setFor = (orderId: string) =>
      sql`update product_orders set search_text = ${SQLITE_SEARCH_TEXT} where id = ${sql.raw(orderId)}`;
    await sql`create trigger product_orders_search_text_insert after insert on product_orders
      begin ${setFor('new.id')}; end`.execute(db);
    await sql`create trigger product_orders_search_text_update after update of reference on product_orders
      begin ${setFor('new.id')}; end`.execute(db);
    await sql`create trigger product_order_items_search_text_insert after insert on product_order_items
      begin ${setFor('new.order_id')}; end`.execute(db);
    await sql`create trigger product_order_items_search_text_delete after delete on product_order_items
      begin ${setFor('old.order_id')}; end`.execute(db);
    await sql`create trigger product_order_items_search_text_update after update of name, order_id
      on product_order_items begin ${setFor('old.order_id')}; ${setFor('new.order_id')}; end`.execute(db);
    await sql`update product_orders set search_text = ${SQLITE_SEARCH_TEXT}`.execute(db);
  }

  await db.schema.dropIndex('product_orders_user_status_idx').execute();
  await db.schema
    .createIndex('product_orders_user_search_idx')
    .on('product_orders')
    .columns(['user_id', 'status', 'created_at', 'id', 'search_text'])
    .execute();
  await db.schema
    .createIndex('product_orders_user_delivery_idx')
    .on('product_orders')
    .columns(['user_id', 'status', 'delivery_status', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('cart_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  const bump = (userId: string) =>
    sql`insert into cart_versions (user_id, version) values (${sql.raw(userId)}, 1)
      on conflict (user_id) do update set version = cart_versions.version + 1`;
  if (postgres) {
    await sql`create function bump_cart_version() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${bump('old.user_id')}; end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.user_id <> old.user_id) then ${bump('new.user_id')}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger cart_items_cart_version after insert or update or delete on cart_items
      for each row execute function bump_cart_version()`.execute(db);
    return;
  }
  await sql`create trigger cart_items_cart_version_insert after insert on cart_items
    begin ${bump('new.user_id')}; end`.execute(db);
  await sql`create trigger cart_items_cart_version_delete after delete on cart_items
    begin ${bump('old.user_id')}; end`.execute(db);
  await sql`create trigger cart_items_cart_version_update after update on cart_items
    begin ${bump('old.user_id')}; ${bump('new.user_id')}; end`.execute(db);
}
