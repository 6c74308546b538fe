import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { toMoney, toNumberOr } from '../../db/mapping';
import { nameContains } from '../../db/textSearch';
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

/** The variants (display order) of these products, each with its images, by product id. */
async function variantsOf(db: Db, productIds: string[]): Promise<Map<string, Variant[]>> {
  const byProduct = new Map<string, Variant[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const variants = await db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'price', 'size', 'color', 'color_name', 'stock'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const images = variants.length
    ? await db
        .selectFrom('product_variant_images')
        .select(['id', 'variant_id', 'url'])
        .where(
          'variant_id',
          'in',
          variants.map((v) => v.id),
        )
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    : [];
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
  let base = db.selectFrom('products');
  const name = filters.name?.trim();
  if (name) base = base.where(nameContains('products.name', name));
  if (filters.categoryId) base = base.where('products.category_id', '=', filters.categoryId);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = toNumberOr(counted?.n, 0);
  if (total === 0 || filters.offset >= total) return { items: [], total };

  let page = productRows(db);
  if (name) page = page.where(nameContains('products.name', name));
  if (filters.categoryId) page = page.where('products.category_id', '=', filters.categoryId);
  const rows = await page
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(filters.limit)
    .offset(filters.offset)
    .execute();
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toProduct(row, variants.get(row.id) ?? [])), total };
}

export async function getProduct(db: Db, productId: string): Promise<Product> {
  const row = await productRows(db).where('products.id', '=', productId).executeTakeFirst();
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
