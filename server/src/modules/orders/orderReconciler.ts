import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/mapping';
import { ApiError } from '../../http/apiError';
import { PaymentError } from '../../payments/paymentProvider';
import { captureProductOrder } from './orderCapture';
import type { OrderDeps } from './orderPurchase';
import { completeOrder, orderClaims } from './orderStock';
import { trustDb } from './orderTrustTables';
import { releaseHeldUnits } from './stockHolds';
import { mailOrderConfirmation } from './receipt/orderConfirmation';

const QUOTE_KEEP_MS = 24 * 60 * 60 * 1000;

export interface ReconcileOutcome {
  captured: string[];
  expired: string[];
  /** Left for the next run: the provider could not be asked, or the order is being finished right now. */
  skipped: string[];
}

/** Closes an Initiated order whose hold ran out (status 3, claim 'expired') and gives its units back, once. */
async function expireOrder(deps: OrderDeps, orderId: string): Promise<boolean> {
  if (!(await orderClaims.claim(deps.db, orderId, 'cancel'))) return false;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('product_orders')
      .set({ status: 3, updated_at: nowIso() })
      .where('id', '=', orderId)
      .where('status', '=', 1)
      .execute();
    await orderClaims.settle(trx, orderId, 'expired');
    await releaseHeldUnits(trx, orderId, 'expired');
  });
  return true;
}

/**
 * Every Initiated product order whose stock hold has run out by `now`: the provider is asked where the payer got to.
 * Approved: captured (the member approved and never came back). Captured at the provider already: completed.
 * Otherwise (not approved, voided, unknown to the provider): closed as expired and the units given back. Safe to run
 * on several instances at once and again and again: each order is finished by the one call that claims it. Quotes
 * a day past their expiry are deleted on the way.
 */
export async function reconcileOpenOrders(deps: OrderDeps, now: Date): Promise<ReconcileOutcome> {
  // Quotes nobody can pay any more: a day past their expiry (a refusal answers a new quote anyway).
  await trustDb(deps.db)
    .deleteFrom('order_quotes')
    .where('expires_at', '<', new Date(now.getTime() - QUOTE_KEEP_MS).toISOString())
    .execute();
  const due = await trustDb(deps.db)
    .selectFrom('stock_holds')
    .innerJoin('product_orders', 'product_orders.id', 'stock_holds.order_id')
    .select(['product_orders.id', 'product_orders.user_id', 'product_orders.provider_order_id'])
    .where('stock_holds.state', '=', 'held')
    .where('stock_holds.expires_at', '<=', now.toISOString())
    .where('product_orders.status', '=', 1)
    .orderBy('stock_holds.expires_at')
    .limit(100)
    .execute();
  const outcome: ReconcileOutcome = { captured: [], expired: [], skipped: [] };
  for (const order of due) {
    let state: 'approved' | 'completed' | 'waiting' | 'voided' | 'unknown' = 'unknown';
    if (order.provider_order_id) {
      try {
        state = await deps.payments.lookUpOrder(order.provider_order_id);
      } catch (error) {
        if (!(error instanceof PaymentError)) throw error;
        // A definite "no such order" expires it; an unreachable provider is asked again next run.
        if (!error.declined) {
          outcome.skipped.push(order.id);
          continue;
        }
      }
    }
    if (state === 'approved' && order.provider_order_id) {
      try {
        await captureProductOrder(deps, order.user_id, order.provider_order_id);
        outcome.captured.push(order.id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        deps.log.warn({ orderId: order.id, reason: error.key }, 'reconciler: approved payment not captured');
        outcome.skipped.push(order.id);
      }
      continue;
    }
    if (state === 'completed') {
      // The money moved but the capture was never recorded here (a crash between the two).
      if (await orderClaims.claim(deps.db, order.id, 'capture')) {
        if (await completeOrder(deps.db, order.user_id, order.id, null)) {
          await mailOrderConfirmation(deps, order.user_id, order.id);
        }
        outcome.captured.push(order.id);
      } else outcome.skipped.push(order.id);
      continue;
    }
    if (await expireOrder(deps, order.id)) outcome.expired.push(order.id);
    else outcome.skipped.push(order.id);
  }
  return outcome;
}

/**
 * Runs the reconciler on a timer while the app is up (like the realtime heartbeat: an unref'd interval cleared on
 * close), every quarter of the hold, between 1 s and 30 s. Runs never overlap on one instance.
 */
export function scheduleOrderReconciler(app: FastifyInstance, deps: OrderDeps, now: () => Date): void {
  const everyMs = Math.min(30_000, Math.max(1_000, Math.floor(deps.stockHoldMs / 4)));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileOpenOrders(deps, now())
      .catch((error: unknown) => app.log.error({ err: error }, 'order reconciler failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
