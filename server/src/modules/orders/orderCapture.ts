import { nowIso } from '../../db/mapping';
import { captureReservedOrder, ProviderCaptureFailed } from '../../payments/providerCapture';
import type { OrderDeps } from './orderPurchase';
import { shopTexts } from '../products/shop.texts';
import { ownOrderByProviderOrder, productOrderById, type Order } from './orderRecord';
import { completeOrder, orderClaims, releaseStock, reserveStock } from './orderStock';
import { releaseHeldUnits } from './stockHolds';
import { mailOrderConfirmation } from './receipt/orderConfirmation';

export interface OrderCaptureOutcome {
  order: Order;
  /** True when this call found the order already completed and did nothing. */
  alreadyCompleted: boolean;
}

/** What another call already decided for this order, if anything. */
function settledOutcome(status: number): 'completed' | 'closed' | null {
  if (status === 2) return 'completed';
  if (status === 3) return 'closed';
  return null;
}

/**
 * Completes a product order when the payer comes back from the provider. Exactly one call per order gets through
 * (the claim); it takes the stock atomically BEFORE charging, so nobody pays for an item that is gone. A repeated
 * call answers the completed order: charged and decremented once.
 */
export async function captureProductOrder(
  deps: OrderDeps,
  userId: string,
  providerOrderId: string,
): Promise<OrderCaptureOutcome> {
  const record = await ownOrderByProviderOrder(deps.db, userId, providerOrderId);
  const before = settledOutcome(Number(record.status));
  if (before === 'completed') return { order: await productOrderById(deps.db, record.id), alreadyCompleted: true };
  if (before === 'closed') throw shopTexts.error(409, 'orderClosed');
  if (!(await orderClaims.claim(deps.db, record.id, 'capture'))) {
    const fresh = await productOrderById(deps.db, record.id);
    const now = settledOutcome(fresh.status);
    if (now === 'completed') return { order: fresh, alreadyCompleted: true };
    if (now === 'closed') throw shopTexts.error(409, 'orderClosed');
    throw shopTexts.error(409, 'paymentInProgress');
  }
  const holdUntil = new Date(deps.now().getTime() + deps.stockHoldMs);
  if ((await reserveStock(deps.db, record.id, holdUntil)) === 'sold_out') {
    throw shopTexts.error(409, 'soldOutNotCharged');
  }
  let captureId: string | null;
  try {
    captureId = await captureReservedOrder(
      deps.payments,
      deps.log,
      record.id,
      providerOrderId,
      (outcome, detail, final) => releaseStock(deps.db, record.id, outcome, detail, final),
    );
  } catch (error) {
    if (!(error instanceof ProviderCaptureFailed)) throw error;
    throw error.failure === 'declined'
      ? shopTexts.error(402, 'paymentDeclined')
      : shopTexts.error(502, 'paymentUnavailable');
  }
  if (await completeOrder(deps.db, userId, record.id, captureId)) {
    await mailOrderConfirmation(deps, userId, record.id);
  }
  return { order: await productOrderById(deps.db, record.id), alreadyCompleted: false };
}

/** The payer cancelled at the provider: status 3, the cart untouched. Idempotent; refused once completed. */
export async function cancelProductOrder(deps: OrderDeps, userId: string, providerOrderId: string): Promise<Order> {
  const record = await ownOrderByProviderOrder(deps.db, userId, providerOrderId);
  const before = settledOutcome(Number(record.status));
  if (before === 'closed') return productOrderById(deps.db, record.id);
  if (before === 'completed') throw shopTexts.error(409, 'orderAlreadyCompleted');
  if (!(await orderClaims.claim(deps.db, record.id, 'cancel'))) {
    const fresh = await productOrderById(deps.db, record.id);
    const now = settledOutcome(fresh.status);
    if (now === 'closed') return fresh;
    if (now === 'completed') throw shopTexts.error(409, 'orderAlreadyCompleted');
    throw shopTexts.error(409, 'paymentInProgress');
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('product_orders')
      .set({ status: 3, updated_at: nowIso() })
      .where('id', '=', record.id)
      .where('status', '=', 1)
      .execute();
    await releaseHeldUnits(trx, record.id, 'cancelled');
  });
  return productOrderById(deps.db, record.id);
}
