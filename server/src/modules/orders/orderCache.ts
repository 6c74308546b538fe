import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { createKeptAnswers } from '../../http/keptAnswers';

/**
 * Serialised My orders pages and orders kept per server, by their UTF-8 size (a page of 10 orders is about 15 KB);
 * each may hold one more copy as last sent (http/serialisedJson.ts, `splicedData`).
 */
export const ORDER_CACHE_BYTES = 8 * 1024 * 1024;

const orderVersion = preparedQuery<{ userId: string }, { version: number | string }>((db, values) =>
  db.selectFrom('order_versions').select('version').where('user_id', '=', values.userId),
);

/** A cached answer: the route's `data` serialised (UTF-8 bytes) and, for a list page, the total that matches. */
export interface CachedOrders {
  data: Buffer;
  total?: number;
}

export interface OrderCache {
  /**
   * The member's answer for `key` (a normalised query: a list page's filters, or an order's id): kept while the
   * member's order version stands, else loaded and kept. A load that throws (404, 400) is not kept; a load that
   * answers `null` is passed on and not kept either.
   */
  read(db: Db, userId: string, key: string, load: () => Promise<CachedOrders | null>): Promise<CachedOrders | null>;
}

/**
 * My orders' answers of each member, kept per server and checked on every read in one statement against the
 * member's row of `order_versions`, which triggers raise in the transaction of every write to their product orders
 * and order lines (migration 0028): checkout, capture, cancel, the payment reconciler, status changes from any
 * server or from outside the API are seen on the next read. Entries are per member (the member's id is part of the
 * key), so no member is ever answered another's orders. A hit costs that statement and the bytes' copy; a miss
 * reads the page, its lines and its count, maps and serialises them.
 */
export function createOrderCache(maxBytes = ORDER_CACHE_BYTES): OrderCache {
  const kept = createKeptAnswers<CachedOrders>(maxBytes);
  return {
    async read(db, userId, key, load) {
      const [row] = await orderVersion.execute(db, { userId });
      // Per member: the member's id is part of the key.
      return kept.read(`${userId}\n${key}`, String(row?.version ?? 0), load);
    },
  };
}
