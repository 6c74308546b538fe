import { http, HttpResponse } from 'msw';
import type { AddToCartBody, ApiErrorBody, CartLine, Product, ProductCategory } from '../../api/wire';
import { buildCart, buildCartLine, buildProductCategory } from '../fixtures/productFixtures';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

/** GET /user/products as the handler received it. */
export interface ProductsListQuery {
  name: string | null;
  category: string | null;
  offset: number;
  limit: number;
}

export interface CartQuantityRequest {
  id: string;
  qty: number;
  /** The line's version the quantity was chosen from, when sent. */
  version?: number;
  /** Sent as a keepalive request (the page going away). */
  keepalive: boolean;
}

export interface ProductsHandlersOptions {
  /** Every product, newest first as the server lists them. */
  products?: Product[];
  categories?: ProductCategory[];
  /** The user's cart lines, oldest first; the cart calls change this copy. */
  cart?: CartLine[];
  getProducts?: EndpointOptions<ProductsListQuery>;
  getProduct?: EndpointOptions<string>;
  getCategories?: EndpointOptions<string>;
  getCart?: EndpointOptions<void>;
  addToCart?: EndpointOptions<AddToCartBody>;
  setQuantity?: EndpointOptions<CartQuantityRequest>;
  removeLine?: EndpointOptions<string>;
}

const productNotFound: ApiErrorBody = { message: 'Prodotto non trovato.', statusCode: 404, error: 'Not Found' };
const lineNotFound: ApiErrorBody = { message: 'Riga del carrello non trovata.', statusCode: 404, error: 'Not Found' };

function aboveStock(stock: number): ApiErrorBody {
  return {
    message: `La quantità non può essere 0 né superare la disponibilità (${stock}).`,
    statusCode: 409,
    error: 'Conflict',
  };
}

function staleLine(qty: number): ApiErrorBody {
  return {
    message: `Questa riga è cambiata in un'altra finestra: ora la quantità è ${qty}.`,
    statusCode: 409,
    error: 'Conflict',
  };
}

function contains(text: string, part: string | null): boolean {
  return !part || text.toLocaleLowerCase('it').includes(part.toLocaleLowerCase('it'));
}

/** The products section of the API (docs/CONVENTIONS.md, "Products and orders API") as the reference server answers it. */
export function productsHandlers(options: ProductsHandlersOptions = {}) {
  const products = options.products ?? [];
  const categories = options.categories ?? [buildProductCategory()];
  let cart = (options.cart ?? []).map((line) => ({ ...line }));

  const answerProducts = endpoint(options.getProducts);
  const answerProduct = endpoint(options.getProduct);
  const answerCategories = endpoint(options.getCategories);
  const answerCart = endpoint(options.getCart);
  const answerAdd = endpoint(options.addToCart);
  const answerQuantity = endpoint(options.setQuantity);
  const answerRemove = endpoint(options.removeLine);

  const withQty = (line: CartLine, qty: number): CartLine => ({
    ...line,
    qty,
    lineTotal: Math.round(line.price * qty * 100) / 100,
    insufficientStock: qty > line.stock,
    version: line.version + 1,
  });

  return [
    http.get('*/api/user/products', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query: ProductsListQuery = {
        name: params.get('name'),
        category: params.get('category'),
        offset: Number(params.get('offset') ?? 0),
        limit: Number(params.get('limit') ?? 10),
      };
      return answerProducts(query, () => {
        const found = products.filter(
          (product) =>
            contains(product.name, query.name) && (!query.category || product.category._id === query.category),
        );
        return HttpResponse.json({
          message: `Prodotti trovati: ${found.length}.`,
          data: found.slice(query.offset, query.offset + query.limit),
          total: found.length,
        });
      });
    }),

    http.get('*/api/user/categories', ({ request }) => {
      const name = new URL(request.url).searchParams.get('name') ?? '';
      return answerCategories(name, () =>
        HttpResponse.json({ message: 'OK', data: categories.filter((category) => contains(category.name, name)) }),
      );
    }),

    http.get('*/api/user/product/:id', ({ params }) => {
      const id = String(params.id);
      return answerProduct(id, () => {
        const product = products.find((candidate) => candidate._id === id);
        return product ? HttpResponse.json({ message: 'OK', data: product }) : errorResponse(productNotFound);
      });
    }),

    http.get('*/api/user/carts', () =>
      answerCart(undefined, () => HttpResponse.json({ message: 'OK', data: buildCart(cart) })),
    ),

    http.post('*/api/user/cart', async ({ request }) => {
      const body = (await request.json()) as AddToCartBody;
      return answerAdd(body, () => {
        const product = products.find((candidate) => candidate._id === body.productId);
        const variant = product?.sizeAndColors.find((candidate) => candidate._id === body.variantId);
        if (!product || !variant) return errorResponse(productNotFound);
        const existing = cart.find((line) => line.variantId === variant._id);
        const qty = (existing?.qty ?? 0) + body.qty;
        if (qty > variant.stock) return errorResponse(aboveStock(variant.stock));
        if (existing) {
          const raised = withQty(existing, qty);
          cart = cart.map((line) => (line._id === existing._id ? raised : line));
          return HttpResponse.json({ message: 'Prodotto aggiunto al carrello.', data: raised });
        }
        const line = buildCartLine(product, variant, qty);
        cart = [...cart, line];
        return HttpResponse.json({ message: 'Prodotto aggiunto al carrello.', data: line }, { status: 201 });
      });
    }),

    http.put('*/api/user/cart/:id', async ({ request, params }) => {
      const id = String(params.id);
      const { qty, version } = (await request.json()) as { qty: number; version?: number };
      return answerQuantity({ id, qty, version, keepalive: request.keepalive }, () => {
        const line = cart.find((candidate) => candidate._id === id);
        if (!line) return errorResponse(lineNotFound);
        if (version !== undefined && version !== line.version) return errorResponse(staleLine(line.qty));
        if (qty > line.stock) return errorResponse(aboveStock(line.stock));
        const changed = withQty(line, qty);
        cart = cart.map((candidate) => (candidate._id === id ? changed : candidate));
        return HttpResponse.json({ message: 'Quantità aggiornata.', data: changed });
      });
    }),

    http.delete('*/api/user/cart/:id', ({ params }) => {
      const id = String(params.id);
      return answerRemove(id, () => {
        if (!cart.some((line) => line._id === id)) return errorResponse(lineNotFound);
        cart = cart.filter((line) => line._id !== id);
        return HttpResponse.json({ message: 'Prodotto rimosso dal carrello.', data: { _id: id } });
      });
    }),
  ];
}
