import type { Selectable } from 'kysely';
import type { Static } from 'typebox';
import type {
  Db,
  DeliveryStatus,
  ProductOrderItemsTable,
  ProductOrdersTable,
  TransactionStatus,
} from '../../db/database';
import { fromJson, toIso, toIsoRequired, toMoney } from '../../db/mapping';
import { inListSlots, inListValues, preparedQuery } from '../../db/preparedQuery';
import { shopTexts } from '../products/shop.texts';
import type { BillingAddressSchema, OrderLineSchema, OrderSchema } from './orders.schemas';

export type Order = Static<typeof OrderSchema>;
type OrderLine = Static<typeof OrderLineSchema>;
type BillingAddress = Static<typeof BillingAddressSchema>;
export type ProductOrderRecord = Selectable<ProductOrdersTable>;

/** The columns an order on the wire is made of (named, so hot reads get SQLite's array rows: arrayRowStatement.ts). */
export const PRODUCT_ORDER_COLUMNS = [
  'id',
  'reference',
  'created_at',
  'status',
  'delivery_status',
  'shipped_date',
  'delivered_date',
  'returned_date',
  'cancelled_date',
  'order_completed_date',
  'price',
  'service_fee',
  'discount',
  'final_price',
  'payment_type',
  'provider_order_id',
  'full_name',
  'email',
  'mobile',
  'shipping_first_name',
  'shipping_last_name',
  'shipping_address',
  'shipping_city',
  'shipping_province',
  'shipping_zipcode',
  'shipping_country',
  'billing_address_json',
] as const;

export type ProductOrderRow = Pick<ProductOrderRecord, (typeof PRODUCT_ORDER_COLUMNS)[number]>;

const LINE_COLUMNS = [
  'id',
  'order_id',
  'product_id',
  'variant_id',
  'name',
  'image',
  'color',
  'size',
  'qty',
  'price',
  'final_price',
  'created_at',
] as const;

const linesIn = preparedQuery<Record<string, string>, Selectable<ProductOrderItemsTable>>((db, values, shape) =>
  db
    .selectFrom('product_order_items')
    .select(LINE_COLUMNS)
    .where('order_id', 'in', inListSlots(values, 'order', Number(shape)))
    .orderBy('created_at')
    .orderBy('id'),
);

/** The lines of these product orders, by order id (insertion order); compiled once per number of orders. */
export async function linesOfOrders(db: Db, orderIds: string[]): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await linesIn.execute(db, inListValues('order', orderIds), String(orderIds.length));
  for (const row of rows) {
    byOrder.get(row.order_id)?.push({
      _id: row.id,
      productId: row.product_id,
      variantId: row.variant_id,
      name: row.name,
      image: row.image,
      color: row.color,
      size: row.size,
      qty: Number(row.qty),
      price: toMoney(row.price),
      finalPrice: toMoney(row.final_price),
      time: toIsoRequired(row.created_at),
    });
  }
  return byOrder;
}

/** A product order on the wire (SPEC section 3 "Order / transaction"). */
export function toProductOrder(row: ProductOrderRow, lines: OrderLine[]): Order {
  const billing = fromJson<Partial<BillingAddress> | null>(row.billing_address_json, null);
  return {
    _id: row.id,
    productType: 'Product',
    transactionId: row.reference,
    created_at: toIsoRequired(row.created_at),
    status: Number(row.status) as TransactionStatus,
    deliveryStatus: Number(row.delivery_status) as DeliveryStatus,
    shippedDate: toIso(row.shipped_date),
    deliveredDate: toIso(row.delivered_date),
    returnedDate: toIso(row.returned_date),
    cancelledDate: toIso(row.cancelled_date),
    orderCompletedDate: toIso(row.order_completed_date),
    price: toMoney(row.price),
    serviceFee: toMoney(row.service_fee),
    discount: toMoney(row.discount),
    finalPrice: toMoney(row.final_price),
    currencySymbol: '€',
    paymentType: row.payment_type,
    orderId: row.provider_order_id,
    ticketHolderName: null,
    noOfTickets: null,
    productDetail: null,
    productInformations: lines,
    products: lines,
    itemCount: lines.reduce((sum, line) => sum + line.qty, 0),
    fullName: row.full_name,
    email: row.email,
    mobile: row.mobile,
    shippingAddress: {
      shippingAddressFirstName: row.shipping_first_name,
      shippingAddressLastName: row.shipping_last_name,
      shippingAddress: row.shipping_address,
      shippingAddressCity: row.shipping_city,
      shippingAddressProvince: row.shipping_province ?? null,
      shippingAddressZipcode: row.shipping_zipcode,
      shippingAddressCountry: row.shipping_country,
    },
    billingAddress: billing
      ? {
          firstName: String(billing.firstName ?? ''),
          lastName: String(billing.lastName ?? ''),
          address: String(billing.address ?? ''),
          city: String(billing.city ?? ''),
          province: billing.province ? String(billing.province) : null,
          zipcode: String(billing.zipcode ?? ''),
          country: String(billing.country ?? ''),
        }
      : null,
  };
}

export async function productOrderById(db: Db, orderId: string): Promise<Order> {
  const row = await db.selectFrom('product_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) throw shopTexts.error(404, 'orderNotFound');
  const lines = await linesOfOrders(db, [row.id]);
  return toProductOrder(row, lines.get(row.id) ?? []);
}

/** The product order of a provider order, only for its buyer: 404 unknown, 403 someone else's. */
export async function ownOrderByProviderOrder(
  db: Db,
  userId: string,
  providerOrderId: string,
): Promise<ProductOrderRecord> {
  const row = await db
    .selectFrom('product_orders')
    .selectAll()
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
  if (!row) throw shopTexts.error(404, 'orderNotFound');
  if (row.user_id !== userId) throw shopTexts.error(403, 'notYourOrder');
  return row;
}
