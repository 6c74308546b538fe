import type { Db } from '../../../db/database';
import { newId } from '../../../lib/ids';
import type { TestApp } from '../../../testing/testApp';
import type { LoggedInUser } from '../../events/testing/eventFixtures';

export interface VariantFixture {
  price: number;
  stock: number;
  size?: string | null;
  color?: string;
}

export interface ProductFixture {
  name?: string;
  categoryId: string;
  brandId: string;
  variants: VariantFixture[];
  /** ISO instant; products list newest first. */
  createdAt?: string;
}

export async function insertProductCategory(db: Db, name: string) {
  const id = newId();
  await db
    .insertInto('product_categories')
    .values({ id, name, image: `/uploads/seed/products/categories/${id}.png` })
    .execute();
  return id;
}

export async function insertBrand(db: Db, name: string) {
  const id = newId();
  await db
    .insertInto('brands')
    .values({ id, name, logo: `/uploads/seed/brands/${id}.png` })
    .execute();
  return id;
}

/** A product with its variants (one image each); returns the product id and the variant ids in order. */
export async function insertProduct(db: Db, fixture: ProductFixture) {
  const id = newId();
  const at = fixture.createdAt ?? new Date().toISOString();
  await db
    .insertInto('products')
    .values({
      id,
      name: fixture.name ?? `Prodotto ${id.slice(-4)}`,
      description: 'Materiali resistenti.',
      brand_id: fixture.brandId,
      category_id: fixture.categoryId,
      seller_id: null,
      currency_symbol: '€',
      created_at: at,
      updated_at: at,
    })
    .execute();
  const variantIds: string[] = [];
  for (const [k, variant] of fixture.variants.entries()) {
    const variantId = newId();
    variantIds.push(variantId);
    await db
      .insertInto('product_variants')
      .values({
        id: variantId,
        product_id: id,
        size: variant.size === undefined ? 'M' : variant.size,
        color: variant.color ?? '#1e3a8a',
        color_name: 'Blu',
        price: variant.price,
        stock: variant.stock,
        sort_order: k,
      })
      .execute();
    await db
      .insertInto('product_variant_images')
      .values({ id: newId(), variant_id: variantId, url: `/uploads/seed/products/${variantId}.png`, sort_order: 0 })
      .execute();
  }
  return { id, variantIds };
}

/** One category and brand to hang products on. */
export async function shopWorld(t: TestApp) {
  const db = t.database.db;
  const suffix = newId().slice(-6);
  const categoryId = await insertProductCategory(db, `Maglie ${suffix}`);
  const brandId = await insertBrand(db, `Campo Sport ${suffix}`);
  const product = (variants: VariantFixture[], fields: Partial<ProductFixture> = {}) =>
    insertProduct(db, { categoryId, brandId, variants, ...fields });
  return { db, categoryId, brandId, product };
}

export const stockOf = async (db: Db, variantId: string) =>
  Number(
    (await db.selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow())
      .stock,
  );

export const ADDRESS = {
  firstName: 'Mario',
  lastName: 'Rossi',
  address: 'Via Torino 12',
  city: 'Milano',
  province: 'MI',
  zipcode: '20123',
  country: 'Italia',
};

/** Calls the API as `who`, in `language`. */
export function callAs(t: TestApp, who: LoggedInUser, language = 'en') {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.api({ method, url, headers: { ...who.headers, 'accept-language': language }, ...(payload ? { payload } : {}) });
}

/** The body that starts paying for the cart: the addresses and the quote id of a fresh preview of them. */
export async function quotedOrder(
  call: ReturnType<typeof callAs>,
  addresses: { billingAddressId: string; shippingAddressId: string },
) {
  const preview = await call('POST', '/api/user/product/order/preview', addresses);
  if (preview.statusCode !== 200) throw new Error(`preview: ${preview.statusCode} ${preview.body}`);
  return { ...addresses, quoteId: preview.json().data.quoteId as string };
}

/** The routes ([OpenAPI path, method]) that the OpenAPI document lists without a success response schema. */
export async function undocumented(t: TestApp, routes: [string, string][]): Promise<string[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  return routes
    .filter(([path, method]) => {
      const responses = doc.paths[path]?.[method]?.responses ?? {};
      return !(responses['200'] ?? responses['201'])?.content;
    })
    .map(([path, method]) => `${method} ${path}`);
}
