import type { Static } from 'typebox';
import type { PageDataDeclaration } from '../../http/pageData';
import type { ProductSchema } from './products.schemas';

/**
 * GET /user/products on /products with nothing in its address (search, category and page live there:
 * useProductsFilter.ts): SPEC section 9's 3 products (src/lib/constants.ts `PAGE_SIZE.products`). A card's picture
 * is the first picture of its first variant (ProductCard.tsx).
 */
export const productsPageData: PageDataDeclaration = {
  pages: /^\/products\/?(?:#.*)?$/,
  query: 'offset=0&limit=3',
  picture: (answer) => (answer as { data: Static<typeof ProductSchema>[] }).data[0]?.sizeAndColors[0]?.images[0]?.url,
};

/** GET /user/carts: every page of a logged-in member asks for its top bar's cart count (products' CartBadge, `getCart`). */
export const cartPageData: PageDataDeclaration = { pages: 'everyPage' };
