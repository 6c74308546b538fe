import type { Insertable } from 'kysely';
import { newId } from '../../../lib/ids';
import type {
  BrandsTable,
  ProductCategoriesTable,
  ProductsTable,
  ProductVariantImagesTable,
  ProductVariantsTable,
} from '../../database';
import { ago, round2 } from '../calendar';
import type { SeedContext } from '../context';
import { BRANDS, COLOURS, PRODUCT_CATEGORIES, PRODUCT_NAMES } from '../data/shop';
import { icon, logo, productImage } from '../media/pictures';
import { insertRows } from '../insertRows';
import type { SeededAccounts } from './accounts';

export interface SeededVariant {
  id: string;
  productId: string;
  productName: string;
  size: string | null;
  color: string;
  colorName: string;
  price: number;
  stock: number;
  image: string;
}

export interface SeededShop {
  variants: SeededVariant[];
}

type StockBand = 'out' | 'low' | 'high';

/** Stock per variant so the product's total falls in its band: 0, 1..10 or above 10. */
function stocksFor(ctx: SeedContext, band: StockBand, count: number): number[] {
  if (band === 'out') return Array.from({ length: count }, () => 0);
  if (band === 'low') {
    const stocks = Array.from({ length: count }, () => 0);
    let left = ctx.rng.int(1, 10);
    for (let i = 0; left > 0; i = (i + 1) % count) {
      const add = Math.min(left, ctx.rng.int(1, 3));
      stocks[i] += add;
      left -= add;
    }
    return stocks;
  }
  // Variety inside a well-stocked product: one variant sold out, one nearly.
  const stocks = Array.from({ length: count }, () => ctx.rng.int(11, 40));
  if (count > 2) stocks[count - 1] = 0;
  if (count > 3) stocks[count - 2] = ctx.rng.int(1, 10);
  return stocks;
}

export async function seedShop(ctx: SeedContext, accounts: SeededAccounts): Promise<SeededShop> {
  const categoryRows: Insertable<ProductCategoriesTable>[] = PRODUCT_CATEGORIES.map((c) => ({
    id: newId(),
    name: c.name,
    image: ctx.uploads.write(`products/categories/${c.slug}.png`, () => icon(c.palette)),
  }));
  const motifs = ['ball', 'waves', 'track', 'blades', 'net', 'ribbon', 'wheels', 'oval'] as const;
  const brandRows: Insertable<BrandsTable>[] = BRANDS.map((b, i) => ({
    id: newId(),
    name: b.name,
    logo: ctx.uploads.write(`brands/${b.slug}.png`, () => logo(motifs[i % motifs.length], b.palette, i)),
  }));

  const products: Insertable<ProductsTable>[] = [];
  const variantRows: Insertable<ProductVariantsTable>[] = [];
  const imageRows: Insertable<ProductVariantImagesTable>[] = [];
  const variants: SeededVariant[] = [];
  let productIndex = 0;

  PRODUCT_CATEGORIES.forEach((category, c) => {
    PRODUCT_NAMES[category.slug].forEach(([name, basePrice], p) => {
      const productId = newId();
      const band: StockBand = productIndex % 5 === 0 ? 'out' : productIndex % 5 === 1 ? 'low' : 'high';
      const createdAt = ago(ctx.now, 200 - productIndex * 3);
      products.push({
        id: productId,
        name,
        description: `${name} ${BRANDS[(c + p) % BRANDS.length].name}: materiali resistenti e vestibilità pensata per allenamento e gara.`,
        brand_id: brandRows[(c + p) % brandRows.length].id,
        category_id: categoryRows[c].id,
        seller_id: p % 2 === 0 ? ctx.rng.pick(accounts.approvedAssociations).id : null,
        currency_symbol: '€',
        created_at: createdAt,
        updated_at: createdAt,
      });

      const colours = ctx.rng.sample(COLOURS, category.sizes[0] === null ? 3 : 2);
      const sizes = category.sizes.length > 3 ? category.sizes.slice(p % 2, (p % 2) + 3) : category.sizes;
      const combos = colours.flatMap((colour) => sizes.map((size) => ({ colour, size })));
      const stocks = stocksFor(ctx, band, combos.length);
      const imageByColour = new Map(
        colours.map((colour, k) => [
          colour.hex,
          ctx.uploads.write(`products/${category.slug}-${p + 1}-${colour.name.toLowerCase()}.png`, () =>
            productImage(category.shape, colour.hex, k),
          ),
        ]),
      );

      combos.forEach(({ colour, size }, k) => {
        const id = newId();
        const price = round2(basePrice + (size === 'XL' || size === '45' || size === '750 ml' ? 2 : 0));
        const image = imageByColour.get(colour.hex) as string;
        variantRows.push({
          id,
          product_id: productId,
          size,
          color: colour.hex,
          color_name: colour.name,
          price,
          stock: stocks[k],
          sort_order: k,
          created_at: createdAt,
        });
        imageRows.push({ id: newId(), variant_id: id, url: image, sort_order: 0, created_at: createdAt });
        variants.push({
          id,
          productId,
          productName: name,
          size,
          color: colour.hex,
          colorName: colour.name,
          price,
          stock: stocks[k],
          image,
        });
      });
      productIndex++;
    });
  });

  await insertRows(ctx.db, 'product_categories', categoryRows);
  await insertRows(ctx.db, 'brands', brandRows);
  await insertRows(ctx.db, 'products', products);
  await insertRows(ctx.db, 'product_variants', variantRows);
  await insertRows(ctx.db, 'product_variant_images', imageRows);
  return { variants };
}
