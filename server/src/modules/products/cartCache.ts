import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';

/** Serialised carts kept per server, by their UTF-8 size: a 300-line cart is about 100 KB. */
export const CART_CACHE_BYTES = 16 * 1024 * 1024;

const cartVersions = preparedQuery<
  { userId: string },
  { products: number | string | null; cart: number | string | null }
>((db, values) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('data_versions').select('version').where('name', '=', 'products').as('products'),
    eb.selectFrom('cart_versions').select('version').where('user_id', '=', values.userId).as('cart'),
  ]),
);

export interface CartCache {
  /**
   * The member's cart as the route serialises it (UTF-8 bytes of the `data` object): kept while the member's cart
   * version and the catalogue's `products` version stand, else loaded, serialised and kept.
   */
  cart(db: Db, userId: string, load: () => Promise<Buffer>): Promise<Buffer>;
}

/**
 * The cart answer of each member, kept per server and checked on every read in one statement against two versions
 * that database triggers raise in the writing transaction: the member's row of `cart_versions` (any write to their
 * cart lines, migration 0025) and the `products` data version (prices, stock, names, pictures; migration 0024). So
 * a write from any server, or from outside the API, is seen on the next read. A hit costs that statement and the
 * bytes' copy; without it a 300-line cart is read, mapped and serialised on every request.
 */
export function createCartCache(maxBytes = CART_CACHE_BYTES): CartCache {
  const entries = new Map<string, { version: string; data: Buffer }>();
  let bytes = 0;

  function forget(userId: string) {
    const entry = entries.get(userId);
    if (!entry) return;
    entries.delete(userId);
    bytes -= entry.data.length;
  }

  function keep(userId: string, version: string, data: Buffer) {
    forget(userId);
    if (data.length > maxBytes) return;
    while (bytes + data.length > maxBytes) forget(entries.keys().next().value!);
    entries.set(userId, { version, data });
    bytes += data.length;
  }

  return {
    async cart(db, userId, load) {
      const [row] = await cartVersions.execute(db, { userId });
      const version = `${row?.products}:${row?.cart}`;
      const cached = entries.get(userId);
      if (cached && cached.version === version) {
        // Most recently used last: the first entry is the one to drop.
        entries.delete(userId);
        entries.set(userId, cached);
        return cached.data;
      }
      // The versions were read before the rows: a write in between costs one needless reload, never a stale hit.
      const data = await load();
      keep(userId, version, data);
      return data;
    },
  };
}
