import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import { newId } from '../../lib/ids';
import { MAX_QTY } from '../products/products.schemas';
import { shopTexts } from '../products/shop.texts';
import type { ReorderSchema } from './orders.schemas';

export type ReorderResult = Static<typeof ReorderSchema>;

/**
 * "Buy again": puts the lines of one of the user's product orders back in the cart, each capped by today's stock
 * (added to a line of the same variant if the cart has one). Lines whose product is gone or sold out are skipped
 * and reported.
 */
export async function reorder(db: Db, userId: string, orderId: string): Promise<ReorderResult> {
  const order = await db
    .selectFrom('product_orders')
    .select('id')
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) {
    const ticket = await db
      .selectFrom('event_transactions')
      .select('id')
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    throw ticket ? shopTexts.error(409, 'reorderOnlyProducts') : shopTexts.error(404, 'orderNotFound');
  }
  const items = await db
    .selectFrom('product_order_items')
    .leftJoin('product_variants', 'product_variants.id', 'product_order_items.variant_id')
    .leftJoin('cart_items', (join) =>
      join.onRef('cart_items.variant_id', '=', 'product_order_items.variant_id').on('cart_items.user_id', '=', userId),
    )
    .select([
      'product_order_items.name',
      'product_order_items.qty',
      'product_variants.id as variant_id',
      'product_variants.product_id',
      'product_variants.stock',
      'cart_items.id as cart_id',
      'cart_items.qty as cart_qty',
    ])
    .where('product_order_items.order_id', '=', orderId)
    .orderBy('product_order_items.created_at')
    .orderBy('product_order_items.id')
    .execute();

  const result: ReorderResult = { added: [], skipped: [], lineCount: 0 };
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    for (const item of items) {
      if (!item.variant_id || !item.product_id) {
        result.skipped.push({ name: item.name, reason: 'unavailable' });
        continue;
      }
      const stock = Math.min(Number(item.stock ?? 0), MAX_QTY);
      const inCart = Number(item.cart_qty ?? 0);
      const qty = Math.min(Number(item.qty), stock - inCart);
      if (stock === 0) result.skipped.push({ name: item.name, reason: 'outOfStock' });
      else if (qty <= 0) result.skipped.push({ name: item.name, reason: 'cartFull' });
      else {
        await trx
          .insertInto('cart_items')
          .values({
            id: item.cart_id ?? newId(),
            user_id: userId,
            product_id: item.product_id,
            variant_id: item.variant_id,
            qty: inCart + qty,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.columns(['user_id', 'variant_id']).doUpdateSet({ qty: inCart + qty, updated_at: at }))
          .execute();
        result.added.push({ variantId: item.variant_id, name: item.name, qty });
      }
    }
    const counted = await trx
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    result.lineCount = Number(counted?.n ?? 0);
  });
  return result;
}
