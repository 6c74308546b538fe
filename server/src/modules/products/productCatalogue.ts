import { sql, type RawBuilder } from 'kysely';
import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { toMoney, toNumberOr } from '../../db/mapping';
import { inListSlots, inListValues, preparedQuery } from '../../db/preparedQuery';
import { containsPattern, nameContains, nameMatches } from '../../db/textSearch';
import type { ProductCategorySchema, ProductSchema, VariantSchema } from './products.schemas';
import { shopTexts } from './shop.texts';

export type Product = Static<typeof ProductSchema>;
export type ProductCategory = Static<typeof ProductCategorySchema>;
type Variant = Static<typeof VariantSchema>;

export interface ProductFilters {
  name?: string;
  categoryId?: string;
  offset: number;
  limit: number;
}

function productRows(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brand_id')
    .innerJoin('product_categories', 'product_categories.id', 'products.category_id')
    .select((eb) => [
      'products.id',
      'products.name',
      'products.description',
      'products.currency_symbol',
      'brands.id as brand_id',
      'brands.name as brand_name',
      'brands.logo as brand_logo',
      'product_categories.id as category_id',
      'product_categories.name as category_name',
      'product_categories.image as category_image',
      eb
        .selectFrom('product_variants')
        .select((v) => v.fn.coalesce(v.fn.sum<number>('product_variants.stock'), v.lit(0)).as('s'))
        .whereRef('product_variants.product_id', '=', 'products.id')
        .as('in_stocks'),
    ]);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productRows>['execute']>>[number];

// Compiled once per shape (db/preparedQuery.ts): building these four queries was a quarter of the list's CPU.
interface ListValues extends Record<string, unknown> {
  pattern: string;
  categoryId: string;
  offset: number;
}

/** A list query's shape: which filters it has (`n` name, `c` category) and, for the page, its limit. */
function listShape(filters: ProductFilters, pattern: string | null, limit?: number): string {
  return `${pattern === null ? '' : 'n'}${filters.categoryId ? 'c' : ''}${limit === undefined ? '' : `:${limit}`}`;
}

/** The filters a shape names, as conditions on `products`. */
function filterConditions(
  values: { readonly pattern: string; readonly categoryId: string },
  shape: string,
): RawBuilder<boolean>[] {
  const [filters] = shape.split(':');
  const conditions: RawBuilder<boolean>[] = [];
  if (filters.includes('n')) conditions.push(nameMatches('products.name', values.pattern));
  if (filters.includes('c')) conditions.push(sql<boolean>`${sql.ref('products.category_id')} = ${values.categoryId}`);
  return conditions;
}

const productCount = preparedQuery<ListValues, { n: number | string }>((db, values, shape) =>
  filterConditions(values, shape)
    .reduce((query, condition) => query.where(condition), db.selectFrom('products'))
    .select((eb) => eb.fn.countAll<number>().as('n')),
);

const productPage = preparedQuery<ListValues, ProductRow>((db, values, shape) =>
  filterConditions(values, shape)
    .reduce((query, condition) => query.where(condition), productRows(db))
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    // The limit is part of the shape, so SQLite gets it written into the SQL (db/literalLimitPlugin.ts).
    .limit(Number(shape.split(':')[1]))
    .offset(values.offset),
);

const productById = preparedQuery<{ productId: string }, ProductRow>((db, values) =>
  productRows(db).where('products.id', '=', values.productId),
);

const variantsIn = preparedQuery<
  Record<string, string>,
  {
    id: string;
    product_id: string;
    price: number | string;
    size: string | null;
    color: string | null;
    color_name: string | null;
    stock: number | string;
  }
>((db, values, shape) =>
  db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'price', 'size', 'color', 'color_name', 'stock'])
    .where('product_id', 'in', inListSlots(values, 'product', Number(shape)))
    .orderBy('product_id')
    .orderBy('sort_order')
    .orderBy('id'),
);

const variantImagesIn = preparedQuery<Record<string, string>, { id: string; variant_id: string; url: string }>(
  (db, values, shape) =>
    db
      .selectFrom('product_variant_images')
      .innerJoin('product_variants', 'product_variants.id', 'product_variant_images.variant_id')
      .select(['product_variant_images.id', 'product_variant_images.variant_id', 'product_variant_images.url'])
      .where('product_variants.product_id', 'in', inListSlots(values, 'product', Number(shape)))
      .orderBy('product_variant_images.sort_order')
      .orderBy('product_variant_images.id'),
);

/** The variants (display order) of these products, each with its images, by product id. */
async function variantsOf(db: Db, productIds: string[]): Promise<Map<string, Variant[]>> {
  const byProduct = new Map<string, Variant[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const values = inListValues('product', productIds);
  const shape = String(productIds.length);
  const [variants, images] = await Promise.all([
    variantsIn.execute(db, values, shape),
    variantImagesIn.execute(db, values, shape),
  ]);
  const imagesOf = new Map<string, { _id: string; url: string }[]>();
  for (const image of images) {
    const list = imagesOf.get(image.variant_id) ?? [];
    list.push({ _id: image.id, url: image.url });
    imagesOf.set(image.variant_id, list);
  }
  for (const v of variants) {
    byProduct.get(v.product_id)?.push({
      _id: v.id,
      price: toMoney(v.price),
      size: v.size,
      color: v.color,
      colorName: v.color_name,
      stock: Number(v.stock),
      images: imagesOf.get(v.id) ?? [],
    });
  }
  return byProduct;
}

function toProduct(row: ProductRow, variants: Variant[]): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description ?? '',
    brand: { _id: row.brand_id, name: row.brand_name, logo: row.brand_logo },
    category: { _id: row.category_id, name: row.category_name, image: row.category_image },
    inStocks: toNumberOr(row.in_stocks, 0),
    currencySymbol: row.currency_symbol,
    sizeAndColors: variants,
  };
}

/** Products by name and category, newest first (SPEC 7 `GET /user/products`). */
export async function listProducts(db: Db, filters: ProductFilters): Promise<{ items: Product[]; total: number }> {
  const name = filters.name?.trim();
  const pattern = name ? containsPattern(name) : null;
  const values: ListValues = { pattern: pattern ?? '', categoryId: filters.categoryId ?? '', offset: filters.offset };
  const [counted] = await productCount.execute(db, values, listShape(filters, pattern));
  const total = toNumberOr(counted?.n, 0);
  if (total === 0 || filters.offset >= total) return { items: [], total };

  const rows = await productPage.execute(db, values, listShape(filters, pattern, filters.limit));
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toProduct(row, variants.get(row.id) ?? [])), total };
}

export async function getProduct(db: Db, productId: string): Promise<Product> {
  const [row] = await productById.execute(db, { productId });
  if (!row) throw shopTexts.error(404, 'productNotFound');
  const variants = await variantsOf(db, [row.id]);
  return toProduct(row, variants.get(row.id) ?? []);
}

/** Product categories by name, for the category panel. */
export async function listProductCategories(db: Db, name?: string): Promise<ProductCategory[]> {
  let query = db.selectFrom('product_categories').select(['id', 'name', 'image']);
  const search = name?.trim();
  if (search) query = query.where(nameContains('product_categories.name', search));
  const rows = await query.orderBy('name').orderBy('id').limit(200).execute();
  return rows.map((r) => ({ _id: r.id, name: r.name, image: r.image }));
}
