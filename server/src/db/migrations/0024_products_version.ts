import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

/** Tables any of whose writes can change what a product list page or a product's detail shows. */
const PRODUCT_TABLES = ['products', 'product_variants', 'product_variant_images', 'brands', 'product_categories'];

// Forward-only. The version of the shop's catalogue (data-version bookkeeping, as in 0009), bumped in the
// transaction of any write that can change a product as the API shows it: the product, its variants (stock included:
// holds and sales change it), their pictures, its brand and category. The products list and detail caches
// (modules/products/productsCache.ts) compare it on every read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into data_versions (name, version) values ('products', 0)`.execute(db);
  const bump = sql`update data_versions set version = version + 1 where name = 'products'`;
  if (dialectOf(db) === 'postgres') {
    await sql`create function bump_products_version() returns trigger language plpgsql as $$
      begin ${bump}; return null; end $$`.execute(db);
    for (const table of PRODUCT_TABLES) {
      await sql`create trigger ${sql.id(`${table}_products_version`)} after insert or update or delete on ${sql.id(table)}
        for each statement execute function bump_products_version()`.execute(db);
    }
    return;
  }
  for (const table of PRODUCT_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_products_version_${event}`)} after ${sql.raw(event)} on ${sql.id(table)}
        begin ${bump}; end`.execute(db);
    }
  }
}
