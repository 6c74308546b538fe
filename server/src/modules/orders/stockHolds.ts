import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import { trustDb, type HoldReleaseReason, type HoldState } from './orderTrustTables';

class StockShortage extends Error {}

export async function itemsOf(db: Db, orderId: string) {
  return db
    .selectFrom('product_order_items')
    .select(['variant_id', 'qty'])
    .where('order_id', '=', orderId)
    .orderBy('variant_id')
    .execute();
}

/** The order's hold, if its units were ever held. */
export async function holdOf(db: Db, orderId: string): Promise<{ state: HoldState; expiresAt: string } | undefined> {
  const row = await trustDb(db)
    .selectFrom('stock_holds')
    .select(['state', 'expires_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row && { state: row.state, expiresAt: new Date(row.expires_at).toISOString() };
}

/**
 * Holds the order's units until `expiresAt`: one conditional UPDATE per variant (`stock >= qty`) and the hold row,
 * all in one transaction, so either every line is held or nothing is. `product_variants.stock` is then what is
 * left to sell: held and sold units are out of it, and it can never go below 0. Lines are taken in variant id
 * order so two orders never wait on each other's rows.
 */
export async function holdStock(db: Db, orderId: string, expiresAt: Date): Promise<'held' | 'sold_out'> {
  const items = await itemsOf(db, orderId);
  try {
    await db.transaction().execute(async (trx) => {
      for (const item of items) {
        if (!item.variant_id) throw new StockShortage();
        const taken = await trx
          .updateTable('product_variants')
          .set((eb) => ({ stock: eb('stock', '-', Number(item.qty)) }))
          .where('id', '=', item.variant_id)
          .where('stock', '>=', Number(item.qty))
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) throw new StockShortage();
      }
      await trustDb(trx)
        .insertInto('stock_holds')
        .values({ order_id: orderId, state: 'held', expires_at: expiresAt.toISOString() })
        .execute();
    });
    return 'held';
  } catch (error) {
    if (error instanceof StockShortage) return 'sold_out';
    throw error;
  }
}

/**
 * Gives the held units back, once, inside the caller's transaction (so the order's closing and its units' return are
 * seen together): only the call that moves the hold from `held` to `released` restores the stock (a conditional
 * UPDATE), so a cancel, a failure and the expiry job racing each other release it exactly once. True when this call
 * released it.
 */
export async function releaseHeldUnits(trx: Db, orderId: string, reason: HoldReleaseReason): Promise<boolean> {
  const moved = await trustDb(trx)
    .updateTable('stock_holds')
    .set({ state: 'released', release_reason: reason, updated_at: nowIso() })
    .where('order_id', '=', orderId)
    .where('state', '=', 'held')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  for (const item of await itemsOf(trx, orderId)) {
    if (!item.variant_id) continue;
    await trx
      .updateTable('product_variants')
      .set((eb) => ({ stock: eb('stock', '+', Number(item.qty)) }))
      .where('id', '=', item.variant_id)
      .execute();
  }
  return true;
}

/** The payment was captured: the held units are sold (they stay out of the stock). True when it was held. */
export async function sellHold(db: Db, orderId: string): Promise<boolean> {
  const moved = await trustDb(db)
    .updateTable('stock_holds')
    .set({ state: 'sold', updated_at: nowIso() })
    .where('order_id', '=', orderId)
    .where('state', '=', 'held')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
