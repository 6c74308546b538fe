import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import { paymentClaims, type ClaimOutcome } from '../../payments/paymentClaims';

/** Claims of product orders (migration 0004); see payments/paymentClaims.ts. */
export const orderClaims = paymentClaims('product_payment_claims');

class StockShortage extends Error {}

async function itemsOf(db: Db, orderId: string) {
  return db
    .selectFrom('product_order_items')
    .select(['variant_id', 'qty'])
    .where('order_id', '=', orderId)
    .orderBy('variant_id')
    .execute();
}

/**
 * Takes the stock of every line with one conditional UPDATE per variant (`stock >= qty`), all in one database
 * transaction: if any line is short, nothing is taken and the order is closed (status 3). Concurrent buyers of the
 * last items can never oversell: the row update is atomic on both dialects. Lines are taken in variant id order so
 * two orders never wait on each other's rows.
 */
export async function reserveStock(db: Db, orderId: string): Promise<'reserved' | 'sold_out'> {
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
    });
    return 'reserved';
  } catch (error) {
    if (!(error instanceof StockShortage)) throw error;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('product_orders')
        .set({ status: 3, updated_at: nowIso() })
        .where('id', '=', orderId)
        .execute();
      await orderClaims.settle(trx, orderId, 'sold_out');
    });
    return 'sold_out';
  }
}

/** Gives the stock back; `final` closes the order (status 3), otherwise it reopens for a retry (claim removed). */
export async function releaseStock(
  db: Db,
  orderId: string,
  outcome: ClaimOutcome,
  detail: string,
  final: boolean,
): Promise<void> {
  const items = await itemsOf(db, orderId);
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      if (!item.variant_id) continue;
      await trx
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '+', Number(item.qty)) }))
        .where('id', '=', item.variant_id)
        .execute();
    }
    if (final) {
      await trx
        .updateTable('product_orders')
        .set({ status: 3, updated_at: nowIso() })
        .where('id', '=', orderId)
        .execute();
      await orderClaims.settle(trx, orderId, outcome, detail);
    } else {
      await orderClaims.release(trx, orderId);
    }
  });
}

/** Completed (status 2, delivery 1 Ordered); the ordered variants leave the buyer's cart. */
export async function completeOrder(db: Db, userId: string, orderId: string, captureId: string | null): Promise<void> {
  const items = await itemsOf(db, orderId);
  const variantIds = items.map((item) => item.variant_id).filter((id): id is string => id !== null);
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    await trx
      .updateTable('product_orders')
      .set({ status: 2, delivery_status: 1, provider_capture_id: captureId, order_completed_date: at, updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 1)
      .execute();
    await orderClaims.settle(trx, orderId, 'captured');
    if (variantIds.length > 0) {
      await trx.deleteFrom('cart_items').where('user_id', '=', userId).where('variant_id', 'in', variantIds).execute();
    }
  });
}
