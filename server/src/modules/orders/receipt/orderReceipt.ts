import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { getMyOrder } from '../myOrders';
import type { Order } from '../orderRecord';
import { receiptTexts } from './receipt.texts';
import type { ReceiptSchema } from './receipt.schemas';

export type Receipt = Static<typeof ReceiptSchema>;

/** Every price in the shop includes Italian VAT at the standard rate; the receipt splits the total. */
export const VAT_RATE = 22;

const cents = (value: number) => Math.round(value * 100);

/** Net and VAT of a gross amount that includes `rate` % VAT, to the cent (net rounded, VAT the rest). */
export function splitVat(gross: number, rate = VAT_RATE): { net: number; vat: number } {
  const grossCents = cents(gross);
  const netCents = Math.round((grossCents * 100) / (100 + rate));
  return { net: netCents / 100, vat: (grossCents - netCents) / 100 };
}

function linesOf(order: Order): Receipt['lines'] {
  if (order.productType === 'Product') {
    return order.products.map((line) => ({
      name: line.name,
      size: line.size || null,
      qty: line.qty,
      unitPrice: line.price,
      total: line.finalPrice,
    }));
  }
  const qty = Math.max(1, order.noOfTickets ?? 1);
  return [
    {
      name: order.productDetail?.name ?? order.transactionId,
      size: null,
      qty,
      unitPrice: cents(order.price / qty) / 100,
      total: order.price,
    },
  ];
}

/** The receipt of an order as it is stored: only a placed (paid, status 2) order has one. */
export function receiptOf(order: Order): Receipt | null {
  if (order.status !== 2) return null;
  const billing = order.billingAddress;
  const shipping = order.shippingAddress;
  return {
    orderId: order._id,
    orderNumber: order.transactionId,
    productType: order.productType,
    placedAt: order.orderCompletedDate ?? order.created_at,
    paymentType: order.paymentType,
    paymentReference: order.orderId,
    lines: linesOf(order),
    subtotal: order.price,
    serviceFee: order.serviceFee,
    discount: order.discount,
    total: order.finalPrice,
    ...splitVat(order.finalPrice),
    vatRate: VAT_RATE,
    currencySymbol: order.currencySymbol,
    billingAddress: billing
      ? {
          fullName: `${billing.firstName} ${billing.lastName}`.trim(),
          address: billing.address,
          city: billing.city,
          province: billing.province,
          zipcode: billing.zipcode,
          country: billing.country,
        }
      : null,
    shippingAddress: shipping
      ? {
          fullName: `${shipping.shippingAddressFirstName} ${shipping.shippingAddressLastName}`.trim(),
          address: shipping.shippingAddress,
          city: shipping.shippingAddressCity,
          province: shipping.shippingAddressProvince,
          zipcode: shipping.shippingAddressZipcode,
          country: shipping.shippingAddressCountry,
        }
      : null,
  };
}

/** The member's own placed order's receipt: 404 for an unknown or someone else's order, 409 for an unpaid one. */
export async function myReceipt(db: Db, userId: string, orderId: string): Promise<Receipt> {
  const receipt = receiptOf(await getMyOrder(db, userId, orderId));
  if (!receipt) throw receiptTexts.error(409, 'notPlaced');
  return receipt;
}
