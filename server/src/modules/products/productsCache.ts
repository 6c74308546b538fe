import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';

/** List pages and product details kept per server; a page of 3 products is a few KB. */
export const PRODUCTS_CACHE_SIZE = 200;

const productsVersion = preparedQuery<Record<string, never>, { version: number | string }>((db) =>
  db.selectFrom('data_versions').select('version').where('name', '=', 'products'),
);

interface Entry<T> {
  version: string;
  value: T;
}

/** A cached list page: its products serialised once (UTF-8 bytes of the `data` array) and the total. */
export interface CachedPage {
  data: Buffer;
  total: number;
}

export interface ProductsCache {
  /** The page for this normalised query: cached while the catalogue's version stands, else loaded and kept. */
  page(db: Db, key: string, load: () => Promise<CachedPage>): Promise<CachedPage>;
  /** A product's detail as the route serialised it (UTF-8 bytes), the same way; a load that throws (404) is not kept. */
  product(db: Db, productId: string, load: () => Promise<Buffer>): Promise<Buffer>;
}

function boundedMap<T>(size: number) {
  const entries = new Map<string, Entry<T>>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, entry: Entry<T>) {
      entries.delete(key);
      if (entries.size >= size) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    },
  };
}

/**
 * What every member sees of the catalogue, kept per server and checked on every read against the `products` data
 * version (migration 0024: triggers bump it in the transaction of any write to products, variants, their pictures,
 * brands or categories, stock included), so any server's write is seen on the next read. A hit costs one statement.
 */
export function createProductsCache(size = PRODUCTS_CACHE_SIZE): ProductsCache {
  const pages = boundedMap<CachedPage>(size);
  const products = boundedMap<Buffer>(size);

  async function through<T>(
    db: Db,
    map: ReturnType<typeof boundedMap<T>>,
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const [row] = await productsVersion.execute(db, {});
    const version = String(row?.version);
    const cached = map.get(key);
    if (cached && cached.version === version) return cached.value;
    // The version was read before the rows: a write in between costs one needless reload, never a stale hit.
    const value = await load();
    map.set(key, { version, value });
    return value;
  }

  return {
    page: (db, key, load) => through(db, pages, key, load),
    product: (db, productId, load) => through(db, products, productId, load),
  };
}
