import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { envelope, errors } from '../../contract/common';
import { IdParams } from '../events/events.schemas';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses';
import { addToCart, getCart, removeCartLine, setCartQuantity } from './cart';
import { publishCartChanged, startLiveCart } from './cartLive';
import { getProduct, listProductCategories, listProducts, type Product } from './productCatalogue';
import {
  AddressBody,
  AddressSchema,
  DefaultAddressBody,
  CartAddBody,
  CartLineSchema,
  CartQtyBody,
  CartWriteHeaders,
  CartSchema,
  CategoryQuery,
  PRODUCT_PAGE,
  ProductCategorySchema,
  ProductListQuery,
  ProductSchema,
  RemovedSchema,
} from './products.schemas';
import { shopTexts } from './shop.texts';
import { createProductsCache } from './productsCache';
import { createCartCache } from './cartCache';
import { speedUpOn } from '../../speedUps';
import type { Cart } from './cart';
import { createGroupCommit } from '../../db/groupCommit';
import { sendKeptData, sendKeptObject, serialisationSchema } from '../../http/serialisedJson';
import { cartPageData, productsPageData } from './productsPageData';

const TAGS = ['products'];

/** SPEC section 7 "Products and orders": catalogue, cart and the address book (CONVENTIONS.md). */
const PRODUCT_LIST_SCHEMA = serialisationSchema(Type.Array(ProductSchema));
const CART_SCHEMA = serialisationSchema(CartSchema);
const PRODUCT_SCHEMA = serialisationSchema(ProductSchema);
/** Stands for the cart in a serialised envelope, replaced by the member's serialised cart (spliceData). */
const EMPTY_CART: Cart = { lines: [], lineCount: 0, itemCount: 0, price: 0, currencySymbol: '€', canCheckout: false };

export const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  // The catalogue every member shares, checked against its data version on every read (productsCache.ts).
  const catalogueCache = createProductsCache();
  // Each member's cart as serialised bytes, checked against their cart version and the catalogue's (cartCache.ts).
  const cartCache = speedUpOn('cartCache') ? createCartCache() : null;
  // Quantity clicks of many members at once share one commit (db/groupCommit.ts); each is safe to run again alone.
  const quantityCommits = createGroupCommit(db);
  const auth = { preHandler: app.authenticate };
  const stopLiveCart = startLiveCart(db, app.realtime, app.log);
  app.addHook('onClose', async () => stopLiveCart());
  /** After a cart write: the member's other tabs and devices hear of it, the writing tab `by` too (cartLive.ts). */
  const cartChanged = (userId: string, by?: string) => publishCartChanged(app.realtime, userId, by);
  const schema = <T extends object>(operationId: string, summary: string, parts: T) => ({
    tags: TAGS,
    security: BEARER_SECURITY,
    operationId,
    summary,
    ...parts,
  });

  app.get(
    '/user/products',
    {
      ...auth,
      config: { pageData: [productsPageData] },
      schema: schema('listProducts', 'Products by name and category, newest first', {
        querystring: ProductListQuery,
        response: { 200: envelope(Type.Array(ProductSchema), true), ...errors(400, 401) },
      }),
    },
    async (request, reply) => {
      const { name, category, offset, limit } = request.query;
      const filters = { name, categoryId: category, offset: offset ?? 0, limit: limit ?? PRODUCT_PAGE.defaultLimit };
      const key = JSON.stringify([name?.trim() ?? '', category ?? '', filters.offset, filters.limit]);
      const page = await catalogueCache.page(db, key, async () => {
        const loaded = await listProducts(db, filters);
        // The route's own serialiser of its data array, so the bytes equal an uncached answer's (Fastify types the
        // payload as an object; an array schema's serialiser takes the array).
        const serialise = reply.compileSerializationSchema(PRODUCT_LIST_SCHEMA) as unknown as (
          items: Product[],
        ) => string;
        return { data: Buffer.from(serialise(loaded.items)), total: loaded.total };
      });
      const message = shopTexts.text(request.language, 'productsListed', { count: page.total });
      const envelopeJson = reply.serialize({ message, data: [], total: page.total }) as string;
      return sendKeptData(reply, envelopeJson, '[]', page.data);
    },
  );

  // SPEC section 7 names `/user/categories`; `/user/product/categories` is the older path, kept as an alias.
  for (const [url, operationId, summary] of [
    ['/user/categories', 'listCategories', 'Product categories by name (category panel)'],
    ['/user/product/categories', 'listProductCategories', 'Product categories by name (alias of /user/categories)'],
  ] as const) {
    app.get(
      url,
      {
        ...auth,
        schema: schema(operationId, summary, {
          querystring: CategoryQuery,
          response: { 200: envelope(Type.Array(ProductCategorySchema)), ...errors(400, 401) },
        }),
      },
      async (request) => ({
        message: shopTexts.text(request.language, 'ok'),
        data: await listProductCategories(db, request.query.name),
      }),
    );
  }

  app.get(
    '/user/product/:id',
    {
      ...auth,
      schema: schema('getProduct', 'One product with its variants', {
        params: IdParams,
        response: { 200: envelope(ProductSchema), ...errors(400, 401, 404) },
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      // Kept serialised by the route's own serialiser of a product, so the bytes equal an uncached answer's.
      const serialise = reply.compileSerializationSchema(PRODUCT_SCHEMA) as unknown as (product: Product) => string;
      const data = await catalogueCache.product(db, id, async () => Buffer.from(serialise(await getProduct(db, id))));
      const message = shopTexts.text(request.language, 'ok');
      return sendKeptObject(reply, message, data);
    },
  );

  app.post(
    '/user/cart',
    {
      ...auth,
      schema: schema('addCartLine', "Add a variant to the cart (raises the variant's line if there is one)", {
        body: CartAddBody,
        response: { 200: envelope(CartLineSchema), 201: envelope(CartLineSchema), ...errors(400, 401, 404, 409) },
      }),
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { line, created } = await addToCart(db, userId, request.body);
      await cartChanged(userId);
      return reply
        .status(created ? 201 : 200)
        .send({ message: shopTexts.text(request.language, 'cartAdded'), data: line });
    },
  );

  app.get(
    '/user/carts',
    {
      ...auth,
      config: { pageData: [cartPageData] },
      schema: schema('getCart', "The user's cart with prices and stock from the database", {
        response: { 200: envelope(CartSchema), ...errors(401) },
      }),
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const message = shopTexts.text(request.language, 'ok');
      if (!cartCache) return { message, data: await getCart(db, userId) };
      // The route's own serialiser of the cart, so the bytes equal an uncached answer's.
      const serialise = reply.compileSerializationSchema(CART_SCHEMA) as unknown as (cart: Cart) => string;
      const data = await cartCache.cart(db, userId, async () => Buffer.from(serialise(await getCart(db, userId))));
      const envelopeJson = reply.serialize({ message, data: EMPTY_CART }) as string;
      return sendKeptData(reply, envelopeJson, serialise(EMPTY_CART), data);
    },
  );

  app.put(
    '/user/cart/:id',
    {
      ...auth,
      schema: schema('setCartLineQuantity', "Set a cart line's quantity (absolute, 1..stock)", {
        description:
          "With `version` (the line's, as last read) a line changed since, in another tab or device, answers 409 and keeps its quantity. Every cart write sends `cart.changed` to the member's live sockets.",
        params: IdParams,
        headers: CartWriteHeaders,
        body: CartQtyBody,
        response: { 200: envelope(CartLineSchema), ...errors(400, 401, 404, 409) },
      }),
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { qty, version } = request.body;
      const line = await quantityCommits.run((trx) => setCartQuantity(trx, userId, request.params.id, qty, version));
      await cartChanged(userId, request.headers['x-tab-id']);
      return { message: shopTexts.text(request.language, 'cartUpdated'), data: line };
    },
  );

  app.delete(
    '/user/cart/:id',
    {
      ...auth,
      schema: schema('removeCartLine', 'Remove a cart line', {
        params: IdParams,
        headers: CartWriteHeaders,
        response: { 200: envelope(RemovedSchema), ...errors(400, 401, 404) },
      }),
    },
    async (request) => {
      const userId = currentUser(request).id;
      const removed = await removeCartLine(db, userId, request.params.id);
      await cartChanged(userId, request.headers['x-tab-id']);
      return { message: shopTexts.text(request.language, 'cartRemoved'), data: removed };
    },
  );

  app.get(
    '/user/addresses',
    {
      ...auth,
      schema: schema('listAddresses', "The user's addresses, default first", {
        response: { 200: envelope(Type.Array(AddressSchema)), ...errors(401) },
      }),
    },
    async (request) => ({
      message: shopTexts.text(request.language, 'ok'),
      data: await listAddresses(db, currentUser(request).id),
    }),
  );

  app.post(
    '/user/addresses',
    {
      ...auth,
      schema: schema('addAddress', 'Add an address', {
        body: AddressBody,
        response: { 201: envelope(AddressSchema), ...errors(400, 401, 409) },
      }),
    },
    async (request, reply) => {
      const address = await createAddress(db, currentUser(request).id, request.body);
      return reply.status(201).send({ message: shopTexts.text(request.language, 'addressSaved'), data: address });
    },
  );

  app.put(
    '/user/address/:id',
    {
      ...auth,
      schema: schema('replaceAddress', 'Replace one of your addresses', {
        params: IdParams,
        body: AddressBody,
        response: { 200: envelope(AddressSchema), ...errors(400, 401, 404) },
      }),
    },
    async (request) => ({
      message: shopTexts.text(request.language, 'addressSaved'),
      data: await updateAddress(db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.put(
    '/user/address/:id/default',
    {
      ...auth,
      schema: schema(
        'setDefaultAddress',
        'Make one of your addresses the default for billing or for shipping; answers the address list',
        {
          params: IdParams,
          body: DefaultAddressBody,
          response: { 200: envelope(Type.Array(AddressSchema)), ...errors(400, 401, 404) },
        },
      ),
    },
    async (request) => ({
      message: shopTexts.text(request.language, 'addressSaved'),
      data: await setDefaultAddress(db, currentUser(request).id, request.params.id, request.body.role),
    }),
  );

  app.delete(
    '/user/address/:id',
    {
      ...auth,
      schema: schema('deleteAddress', 'Delete one of your addresses (orders keep their copy)', {
        params: IdParams,
        response: { 200: envelope(RemovedSchema), ...errors(400, 401, 404) },
      }),
    },
    async (request) => ({
      message: shopTexts.text(request.language, 'addressDeleted'),
      data: await deleteAddress(db, currentUser(request).id, request.params.id),
    }),
  );
};
