import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { nowIso, toMoney } from '../../db/mapping';
import { preparedQuery } from '../../db/preparedQuery';
import { newId } from '../../lib/ids';
import type { CartLineSchema, CartSchema } from './products.schemas';
import { shopTexts } from './shop.texts';

export type CartLine = Static<typeof CartLineSchema>;
export type Cart = Static<typeof CartSchema>;

/** Cart lines with today's price and stock from the database (never what a client sent). */
export function cartLineRows(db: Db, userId: string) {
  return db
    .selectFrom('cart_items')
    .innerJoin('product_variants', 'product_variants.id', 'cart_items.variant_id')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select((eb) => [
      'cart_items.id',
      'cart_items.product_id',
      'cart_items.variant_id',
      'cart_items.qty',
      'cart_items.version',
      'cart_items.created_at',
      'products.name',
      'products.currency_symbol',
      'product_variants.size',
      'product_variants.color',
      'product_variants.color_name',
      'product_variants.price',
      'product_variants.stock',
      eb
        .selectFrom('product_variant_images')
        .select('product_variant_images.url')
        .whereRef('product_variant_images.variant_id', '=', 'cart_items.variant_id')
        .orderBy('product_variant_images.sort_order')
        .orderBy('product_variant_images.id')
        .limit(1)
        .as('image'),
    ])
    .where('cart_items.user_id', '=', userId);
}

type CartLineRow = Awaited<ReturnType<ReturnType<typeof cartLineRows>['execute']>>[number];

export function toCartLine(row: CartLineRow): CartLine {
  const price = toMoney(row.price);
  const qty = Number(row.qty);
  const stock = Number(row.stock);
  return {
    _id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.name,
    image: row.image ?? null,
    size: row.size,
    color: row.color,
    colorName: row.color_name,
    price,
    qty,
    lineTotal: toMoney(price * qty),
    stock,
    insufficientStock: qty > stock,
    currencySymbol: row.currency_symbol,
    version: Number(row.version),
  };
}

// Compiled once (db/preparedQuery.ts): the cart's read and the quantity write's own-line check are hot.
const cartLinesOf = preparedQuery<{ userId: string }, CartLineRow>((db, values) =>
  cartLineRows(db, values.userId).orderBy('cart_items.created_at').orderBy('cart_items.id'),
);

const cartLineOf = preparedQuery<{ userId: string; lineId: string }, CartLineRow>((db, values) =>
  cartLineRows(db, values.userId).where('cart_items.id', '=', values.lineId),
);

/** The quantity write; shape `v`: only if the line is still at `version`. */
const quantityWrite = preparedQuery<
  { qty: number; at: string; lineId: string; userId: string; version: number },
  { version: number | string }
>((db, values, shape) =>
  db
    .updateTable('cart_items')
    .set((eb) => ({ qty: values.qty, updated_at: values.at, version: eb('version', '+', 1) }))
    .where('id', '=', values.lineId)
    .where('user_id', '=', values.userId)
    .$if(shape === 'v', (qb) => qb.where('version', '=', values.version))
    .returning(['version']),
);

export async function cartLines(db: Db, userId: string): Promise<CartLine[]> {
  const rows = await cartLinesOf.execute(db, { userId });
  return rows.map(toCartLine);
}

export async function getCart(db: Db, userId: string): Promise<Cart> {
  const lines = await cartLines(db, userId);
  return {
    lines,
    lineCount: lines.length,
    itemCount: lines.reduce((sum, line) => sum + line.qty, 0),
    price: toMoney(lines.reduce((sum, line) => sum + line.lineTotal, 0)),
    currencySymbol: lines[0]?.currencySymbol ?? '€',
    canCheckout: lines.length > 0 && lines.every((line) => !line.insufficientStock),
  };
}

async function ownLine(db: Db, userId: string, lineId: string): Promise<CartLine> {
  const [row] = await cartLineOf.execute(db, { userId, lineId });
  if (!row) throw shopTexts.error(404, 'cartLineNotFound');
  return toCartLine(row);
}

function assertQuantity(qty: number, stock: number, name: string): void {
  if (stock === 0) throw shopTexts.error(409, 'outOfStock', { name });
  if (qty < 1 || qty > stock) throw shopTexts.error(409, 'quantityOutOfRange', { stock });
}

export interface CartAdd {
  productId: string;
  variantId: string;
  qty: number;
}

/**
 * Adds `qty` of a variant: a new line, or the existing line of that variant raised by `qty`. The total must stay
 * within the stock. Returns the line and whether it was new.
 */
export async function addToCart(db: Db, userId: string, input: CartAdd): Promise<{ line: CartLine; created: boolean }> {
  const variant = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.id', 'product_variants.product_id', 'product_variants.stock', 'products.name'])
    .where('product_variants.id', '=', input.variantId)
    .executeTakeFirst();
  if (!variant) {
    const product = await db.selectFrom('products').select('id').where('id', '=', input.productId).executeTakeFirst();
    throw shopTexts.error(404, product ? 'variantNotFound' : 'productNotFound');
  }
  if (variant.product_id !== input.productId) throw shopTexts.error(404, 'variantNotFound');
  const existing = await db
    .selectFrom('cart_items')
    .select(['id', 'qty'])
    .where('user_id', '=', userId)
    .where('variant_id', '=', input.variantId)
    .executeTakeFirst();
  const qty = (existing ? Number(existing.qty) : 0) + input.qty;
  assertQuantity(qty, Number(variant.stock), variant.name);
  const at = nowIso();
  await db
    .insertInto('cart_items')
    .values({
      id: existing?.id ?? newId(),
      user_id: userId,
      product_id: input.productId,
      variant_id: input.variantId,
      qty,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'variant_id'])
        .doUpdateSet((eb) => ({ qty, updated_at: at, version: eb('cart_items.version', '+', 1) })),
    )
    .execute();
  // By variant: a concurrent add of the same variant may have created the line under its own id.
  const row = await cartLineRows(db, userId)
    .where('cart_items.variant_id', '=', input.variantId)
    .executeTakeFirstOrThrow();
  return { line: toCartLine(row), created: !existing };
}

/**
 * Sets a line's quantity (absolute): 1..stock. With `version` (the line's version the client chose it from) the
 * write happens only if nobody changed the line since: else 409 naming today's quantity, and nothing changes.
 */
export async function setCartQuantity(
  db: Db,
  userId: string,
  lineId: string,
  qty: number,
  version?: number,
): Promise<CartLine> {
  const line = await ownLine(db, userId, lineId);
  if (version !== undefined && version !== line.version) throw shopTexts.error(409, 'cartLineStale', { qty: line.qty });
  assertQuantity(qty, line.stock, line.name);
  // The written version comes back with the write (RETURNING, both dialects): no third statement to read the line.
  const [updated] = await quantityWrite.execute(
    db,
    { qty, at: nowIso(), lineId, userId, version: version ?? 0 },
    version === undefined ? '' : 'v',
  );
  // Another write came between the read and this one: the same refusal, with the quantity it left.
  if (!updated) {
    const now = await ownLine(db, userId, lineId);
    throw shopTexts.error(409, 'cartLineStale', { qty: now.qty });
  }
  return withQuantity(line, qty, Number(updated.version));
}

/** A line as it is after its quantity became `qty` (price and stock as read just before). */
function withQuantity(line: CartLine, qty: number, version: number): CartLine {
  return { ...line, qty, lineTotal: toMoney(line.price * qty), insufficientStock: qty > line.stock, version };
}

export async function removeCartLine(db: Db, userId: string, lineId: string): Promise<{ _id: string }> {
  const removed = await db
    .deleteFrom('cart_items')
    .where('id', '=', lineId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw shopTexts.error(404, 'cartLineNotFound');
  return { _id: lineId };
}
