import { nowIso, toJson } from '../../db/mapping';
import { newId } from '../../lib/ids';
import { currencyCodeOf, PaymentError } from '../../payments/paymentProvider';
import { newPurchaseReference, paymentReturnUrls } from '../../payments/paymentReturn';
import type { PurchaseDeps } from '../../payments/purchaseDeps';
import { shopTexts } from '../products/shop.texts';
import { completeOrder, orderClaims } from './orderStock';
import { holdStock, releaseHeldUnits } from './stockHolds';
import { productOrderById, type Order } from './orderRecord';
import type { OrderRequest, PricedOrder } from './orderQuote';
import { honouredQuote } from './orderQuotes';
import { mailOrderConfirmation } from './receipt/orderConfirmation';
import type { Mailer } from '../../mail/mailer';

/** The SPA's return page tells product captures from ticket captures by `?kind=product`. */
export const PRODUCT_PAYMENT_KIND = 'product';

export interface StartedOrder extends Order {
  approvalUrl: string | null;
}

/** A product purchase also knows how long starting the payment holds the units (STOCK_HOLD). */
export interface OrderDeps extends PurchaseDeps {
  stockHoldMs: number;
  /** Sends the confirmation mail of a placed order; without it (some tests) no mail goes out. */
  mailer?: Mailer;
}

/** Closes an order that could not start (status 3, claim settled) and gives back what it held, once. */
async function closeUnstarted(deps: OrderDeps, orderId: string, outcome: 'sold_out' | 'provider_error') {
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('product_orders')
      .set({ status: 3, updated_at: nowIso() })
      .where('id', '=', orderId)
      .execute();
    if (await orderClaims.claim(trx, orderId, 'cancel')) await orderClaims.settle(trx, orderId, outcome);
    await releaseHeldUnits(trx, orderId, outcome === 'sold_out' ? 'sold_out' : 'failed');
  });
}

/** Inserts the Initiated order (status 1) with a snapshot of the buyer, the addresses and every line. */
async function insertOrder(
  deps: OrderDeps,
  userId: string,
  quote: PricedOrder,
): Promise<{ id: string; finalPrice: number; currencySymbol: string; reference: string }> {
  const buyer = await deps.db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'mobile_prefix', 'mobile'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const id = newId();
  const at = nowIso();
  const reference = newPurchaseReference('PR', deps.now());
  const { billingAddress: billing, shippingAddress: shipping } = quote;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('product_orders')
      .values({
        id,
        user_id: userId,
        reference,
        status: 1,
        delivery_status: 1,
        price: quote.price,
        service_fee: quote.serviceFee,
        discount: quote.discount,
        final_price: quote.finalPrice,
        payment_type: quote.finalPrice > 0 ? 'PayPal' : 'Free',
        payment_provider: quote.finalPrice > 0 ? deps.payments.name : 'none',
        full_name: `${buyer.first_name} ${buyer.last_name}`.trim(),
        email: buyer.email,
        mobile: buyer.mobile ? `${buyer.mobile_prefix ?? ''} ${buyer.mobile}`.trim() : null,
        shipping_first_name: shipping.firstName,
        shipping_last_name: shipping.lastName,
        shipping_address: shipping.address,
        shipping_city: shipping.city,
        shipping_province: shipping.province || null,
        shipping_zipcode: shipping.zipcode,
        shipping_country: shipping.country,
        billing_address_json: toJson({
          firstName: billing.firstName,
          lastName: billing.lastName,
          address: billing.address,
          city: billing.city,
          province: billing.province,
          zipcode: billing.zipcode,
          country: billing.country,
        }),
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('product_order_items')
      .values(
        quote.lines.map((line) => ({
          id: newId(),
          order_id: id,
          product_id: line.productId,
          variant_id: line.variantId,
          name: line.name,
          image: line.image,
          color: line.color,
          size: line.size,
          qty: line.qty,
          price: line.price,
          final_price: line.lineTotal,
          created_at: at,
        })),
      )
      .execute();
  });
  return { id, finalPrice: quote.finalPrice, currencySymbol: quote.currencySymbol, reference };
}

/**
 * Starts a product order from the quote the buyer saw: an Initiated order (status 1) for exactly that total, and a
 * provider order for it. When today's prices differ, or the quote expired, nothing starts (QuoteNoLongerHolds, with
 * the new quote). Starting holds the units for STOCK_HOLD (stockHolds.ts): capture sells them; cancel, failure or
 * expiry (orderReconciler.ts) gives them back. Nothing to pay completes at once.
 */
export async function startProductOrder(
  deps: OrderDeps,
  userId: string,
  input: OrderRequest & { quoteId: string },
): Promise<StartedOrder> {
  const priced = await honouredQuote(deps.db, userId, input, deps.serviceFee, deps.now());
  const order = await insertOrder(deps, userId, priced);
  const holdUntil = new Date(deps.now().getTime() + deps.stockHoldMs);
  // Another buyer may have taken the last units since the preview: nothing is charged then.
  if ((await holdStock(deps.db, order.id, holdUntil)) !== 'held') {
    await closeUnstarted(deps, order.id, 'sold_out');
    throw shopTexts.error(409, 'soldOutNotCharged');
  }
  if (order.finalPrice === 0) {
    if (await completeOrder(deps.db, userId, order.id, null)) await mailOrderConfirmation(deps, userId, order.id);
    return { ...(await productOrderById(deps.db, order.id)), approvalUrl: null };
  }
  let created;
  try {
    created = await deps.payments.createOrder({
      amount: order.finalPrice,
      currency: currencyCodeOf(order.currencySymbol),
      reference: order.reference,
      ...paymentReturnUrls(deps.publicUrl, PRODUCT_PAYMENT_KIND),
      requestId: order.id,
      approveBefore: holdUntil.toISOString(),
    });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    deps.log.warn({ orderId: order.id, code: error.code, reason: error.message }, 'payment order not created');
    await closeUnstarted(deps, order.id, 'provider_error');
    throw shopTexts.error(502, 'paymentUnavailable');
  }
  await deps.db
    .updateTable('product_orders')
    .set({ provider_order_id: created.orderId, updated_at: nowIso() })
    .where('id', '=', order.id)
    .execute();
  return { ...(await productOrderById(deps.db, order.id)), approvalUrl: created.approvalUrl };
}
