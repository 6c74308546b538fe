import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { createKeptAnswers, type KeptAnswer } from '../../http/keptAnswers';

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
  const kept = createKeptAnswers<KeptAnswer>(maxBytes);
  return {
    async cart(db, userId, load) {
      const [row] = await cartVersions.execute(db, { userId });
      const answer = await kept.read(userId, `${row?.products}:${row?.cart}`, async () => ({ data: await load() }));
      return answer!.data;
    },
  };
}
