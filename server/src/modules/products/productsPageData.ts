import type { Static } from 'typebox';
import type { PageDataSource } from '../../http/pageData';
import type { ProductSchema } from './products.schemas';

/**
 * /products with nothing in its address (search, category and page live there: useProductsFilter.ts) asks first for
 * its first page: SPEC section 9's 3 products (src/lib/constants.ts `PAGE_SIZE.products`). A card's picture is the
 * first picture of its first variant (ProductCard.tsx).
 */
export const productsPageData: PageDataSource = {
  apiPath: (url) => (/^\/products\/?(?:#.*)?$/.test(url) ? '/user/products?offset=0&limit=3' : null),
  session: true,
  picture: (answer) => (answer as { data: Static<typeof ProductSchema>[] }).data[0]?.sizeAndColors[0]?.images[0]?.url,
};

/** /products (its cart button's count) and the cart page ask at once for the member's cart (productsApi `getCart`). */
export const cartPageData: PageDataSource = {
  apiPath: (url) => (/^\/(?:products|my\/cart)\/?(?:[?#].*)?$/.test(url) ? '/user/carts' : null),
  session: true,
};
