import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import { paymentClaims, type ClaimOutcome } from '../../payments/paymentClaims';
import { holdOf, holdStock, itemsOf, releaseHeldUnits, sellHold } from './stockHolds';

/** Claims of product orders (migration 0004); see payments/paymentClaims.ts. */
export const orderClaims = paymentClaims('product_payment_claims');

/**
 * Makes sure the order's units are held before charging: the hold made when the payment started (stockHolds.ts),
 * or, for an order started before holds existed, one taken now. Refused ('sold_out', order closed) when its hold was
 * already released (cancelled, failed, expired) or the units are gone.
 */
export async function reserveStock(db: Db, orderId: string, holdUntil: Date): Promise<'reserved' | 'sold_out'> {
  const hold = await holdOf(db, orderId);
  const held = hold ? hold.state === 'held' : (await holdStock(db, orderId, holdUntil)) === 'held';
  if (held) return 'reserved';
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('product_orders')
      .set({ status: 3, updated_at: nowIso() })
      .where('id', '=', orderId)
      .where('status', '=', 1)
      .execute();
    await orderClaims.settle(trx, orderId, 'sold_out');
  });
  return 'sold_out';
}

/**
 * After a failed capture: `final` (a definite refusal) closes the order (status 3) and gives its held units back
 * once; otherwise the order reopens for a retry (claim removed) and its units stay held until the hold expires.
 */
export async function releaseStock(
  db: Db,
  orderId: string,
  outcome: ClaimOutcome,
  detail: string,
  final: boolean,
): Promise<void> {
  if (!final) {
    await orderClaims.release(db, orderId);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('product_orders')
      .set({ status: 3, updated_at: nowIso() })
      .where('id', '=', orderId)
      .execute();
    await orderClaims.settle(trx, orderId, outcome, detail);
    await releaseHeldUnits(trx, orderId, 'failed');
  });
}

/**
 * Completed (status 2, delivery 1 Ordered): the held units are sold; the ordered variants leave the buyer's cart.
 * True for the one call that moved the order from Initiated to Completed (it sends the confirmation mail).
 */
export async function completeOrder(
  db: Db,
  userId: string,
  orderId: string,
  captureId: string | null,
): Promise<boolean> {
  const items = await itemsOf(db, orderId);
  const variantIds = items.map((item) => item.variant_id).filter((id): id is string => id !== null);
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    const completed = await trx
      .updateTable('product_orders')
      .set({ status: 2, delivery_status: 1, provider_capture_id: captureId, order_completed_date: at, updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 1)
      .executeTakeFirst();
    await orderClaims.settle(trx, orderId, 'captured');
    await sellHold(trx, orderId);
    if (variantIds.length > 0) {
      await trx.deleteFrom('cart_items').where('user_id', '=', userId).where('variant_id', 'in', variantIds).execute();
    }
    return Number(completed.numUpdatedRows) === 1;
  });
}
