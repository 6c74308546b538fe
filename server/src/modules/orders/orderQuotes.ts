import type { Db } from '../../db/database';
import { fromJson, toIsoRequired, toJson, toMoney } from '../../db/mapping';
import { newId } from '../../lib/ids';
import type { ServiceFeeRule } from '../../payments/serviceFee';
import { orderTrustTexts } from './orderTrust.texts';
import { QUOTE_TTL_MS } from './orderTrust.schemas';
import { trustDb } from './orderTrustTables';
import { quoteOrder, type OrderQuote, type OrderRequest, type PricedOrder } from './orderQuote';

/** What a quote promises per line: this variant, this many, at this unit price. */
interface QuotedLine {
  variantId: string;
  qty: number;
  price: number;
}

export type QuoteRefusal = 'pricesChanged' | 'quoteExpired';

/** Starting the payment was refused because the quote no longer holds; `quote` is the new one to confirm. */
export class QuoteNoLongerHolds extends Error {
  constructor(
    readonly reason: QuoteRefusal,
    readonly quote: OrderQuote,
  ) {
    super(reason);
    this.name = 'QuoteNoLongerHolds';
  }
}

const quotedLines = (priced: PricedOrder): QuotedLine[] =>
  priced.lines.map((line) => ({ variantId: line.variantId, qty: line.qty, price: toMoney(line.price) }));

/** Stores what the preview shows, with an id and an expiry: the payment started from it charges exactly this. */
export async function storeQuote(
  db: Db,
  userId: string,
  input: OrderRequest,
  priced: PricedOrder,
  now: Date,
): Promise<OrderQuote> {
  const id = newId();
  const expiresAt = new Date(now.getTime() + QUOTE_TTL_MS).toISOString();
  await trustDb(db)
    .insertInto('order_quotes')
    .values({
      id,
      user_id: userId,
      billing_address_id: input.billingAddressId,
      shipping_address_id: input.shippingAddressId,
      lines_json: toJson(quotedLines(priced)),
      final_price: priced.finalPrice,
      expires_at: expiresAt,
      created_at: now.toISOString(),
    })
    .execute();
  return { quoteId: id, expiresAt, ...priced };
}

/** The order preview: the cart priced from the database now, stored as a quote. */
export async function issueQuote(
  db: Db,
  userId: string,
  input: OrderRequest,
  rule: ServiceFeeRule,
  now: Date,
): Promise<OrderQuote> {
  return storeQuote(db, userId, input, await quoteOrder(db, userId, input, rule), now);
}

function samePromise(quoted: QuotedLine[], quotedTotal: number, priced: PricedOrder): boolean {
  const now = quotedLines(priced);
  return (
    toMoney(quotedTotal) === toMoney(priced.finalPrice) &&
    now.length === quoted.length &&
    now.every(
      (line, k) =>
        line.variantId === quoted[k].variantId && line.qty === quoted[k].qty && line.price === toMoney(quoted[k].price),
    )
  );
}

/**
 * The cart priced now, when it is still what the buyer's quote showed (same addresses, lines, unit prices and
 * total) and the quote has not expired. Otherwise throws QuoteNoLongerHolds with a new stored quote; 404 when the
 * quote is not the user's.
 */
export async function honouredQuote(
  db: Db,
  userId: string,
  input: OrderRequest & { quoteId: string },
  rule: ServiceFeeRule,
  now: Date,
): Promise<PricedOrder> {
  const addresses = { billingAddressId: input.billingAddressId, shippingAddressId: input.shippingAddressId };
  // An empty cart, a short line or an address not the user's answers as the preview does.
  const priced = await quoteOrder(db, userId, addresses, rule);
  const stored = await trustDb(db)
    .selectFrom('order_quotes')
    .selectAll()
    .where('id', '=', input.quoteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!stored) throw orderTrustTexts.error(404, 'quoteNotFound');
  const sameAddresses =
    stored.billing_address_id === input.billingAddressId && stored.shipping_address_id === input.shippingAddressId;
  const holds =
    sameAddresses && samePromise(fromJson<QuotedLine[]>(stored.lines_json, []), toMoney(stored.final_price), priced);
  if (!holds) throw new QuoteNoLongerHolds('pricesChanged', await storeQuote(db, userId, addresses, priced, now));
  if (toIsoRequired(stored.expires_at) <= now.toISOString()) {
    throw new QuoteNoLongerHolds('quoteExpired', await storeQuote(db, userId, addresses, priced, now));
  }
  return priced;
}
