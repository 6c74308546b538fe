import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { toMoney } from '../../db/mapping';
import { serviceFeeOn, type ServiceFeeRule } from '../../payments/serviceFee';
import { ownAddress } from '../products/addresses';
import { cartLines } from '../products/cart';
import { shopTexts } from '../products/shop.texts';
import type { OrderPreviewSchema, OrderRequestBody } from './orders.schemas';

export type OrderRequest = Static<typeof OrderRequestBody>;
export type OrderQuote = Static<typeof OrderPreviewSchema>;
/** The cart priced now, before it is stored as a quote (orderQuotes.ts). */
export type PricedOrder = Omit<OrderQuote, 'quoteId' | 'expiresAt'>;

/**
 * What the cart would cost now, from the database: today's prices and stock, the service fee of tickets. 409 when
 * the cart is empty or a line asks for more than is in stock; 404 when an address is not the user's.
 */
export async function quoteOrder(
  db: Db,
  userId: string,
  input: OrderRequest,
  rule: ServiceFeeRule,
): Promise<PricedOrder> {
  const billingAddress = await ownAddress(db, userId, input.billingAddressId);
  const shippingAddress = await ownAddress(db, userId, input.shippingAddressId);
  const lines = await cartLines(db, userId);
  if (lines.length === 0) throw shopTexts.error(409, 'cartEmpty');
  const short = lines.find((line) => line.insufficientStock);
  if (short) {
    const key =
      short.stock === 0 ? 'outOfStock' : short.stock === 1 ? 'cartLineExceedsStockOne' : 'cartLineExceedsStock';
    throw shopTexts.error(409, key, { name: short.name, stock: short.stock });
  }
  const price = toMoney(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const serviceFee = serviceFeeOn(price, rule);
  const discount = 0;
  return {
    lines,
    price,
    serviceFee,
    discount,
    finalPrice: toMoney(price + serviceFee - discount),
    currencySymbol: lines[0].currencySymbol,
    billingAddress,
    shippingAddress,
  };
}
