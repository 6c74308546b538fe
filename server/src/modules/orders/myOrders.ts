import type { Db } from '../../db/database';
import { toNumberOr } from '../../db/mapping';
import { shopTexts } from '../products/shop.texts';
import { eventOrderRows, toEventOrder } from './eventOrders';
import { linesOfOrders, toProductOrder, type Order } from './orderRecord';

export type ProductType = 'Event' | 'Product';

export interface OrderPage {
  items: Order[];
  total: number;
}

async function eventOrders(db: Db, userId: string, offset: number, limit: number): Promise<OrderPage> {
  const counted = await db
    .selectFrom('event_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const total = toNumberOr(counted?.n, 0);
  if (offset >= total) return { items: [], total };
  const rows = await eventOrderRows(db, userId)
    .orderBy('event_transactions.created_at', 'desc')
    .orderBy('event_transactions.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { items: rows.map(toEventOrder), total };
}

async function productOrders(db: Db, userId: string, offset: number, limit: number): Promise<OrderPage> {
  const counted = await db
    .selectFrom('product_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const total = toNumberOr(counted?.n, 0);
  if (offset >= total) return { items: [], total };
  const rows = await db
    .selectFrom('product_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const lines = await linesOfOrders(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toProductOrder(row, lines.get(row.id) ?? [])), total };
}

/** The user's orders of one type, newest first (SPEC 7 `GET /user/myorders`). */
export function listMyOrders(
  db: Db,
  userId: string,
  type: ProductType,
  offset: number,
  limit: number,
): Promise<OrderPage> {
  return type === 'Event' ? eventOrders(db, userId, offset, limit) : productOrders(db, userId, offset, limit);
}

/** One of the user's orders, product or event, by its id; someone else's answers 404 like an unknown one. */
export async function getMyOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const product = await db
    .selectFrom('product_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (product) {
    const lines = await linesOfOrders(db, [product.id]);
    return toProductOrder(product, lines.get(product.id) ?? []);
  }
  const event = await eventOrderRows(db, userId).where('event_transactions.id', '=', orderId).executeTakeFirst();
  if (event) return toEventOrder(event);
  throw shopTexts.error(404, 'orderNotFound');
}
