import { createTestApp, type TestApp } from '../../testing/testApp';
import { loggedInUser, type LoggedInUser } from '../events/testing/eventFixtures';
import { ADDRESS, callAs, insertProductCategory, shopWorld, stockOf, undocumented } from './testing/shopFixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof shopWorld>>;
let mario: LoggedInUser;
let giulia: LoggedInUser;
let asMario: ReturnType<typeof callAs>;
let asGiulia: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  world = await shopWorld(t);
  mario = await loggedInUser(t, 'Mario');
  giulia = await loggedInUser(t, 'Giulia');
  asMario = callAs(t, mario);
  asGiulia = callAs(t, giulia);
});
afterAll(() => t.close());

describe('GET /api/user/products and /api/user/product/:id', () => {
  let otherCategory: string;
  const ids: string[] = [];

  beforeAll(async () => {
    otherCategory = await insertProductCategory(world.db, 'Scarpe da corsa');
    // Oldest first, so the list (newest first) answers them in reverse.
    const names = ['Maglia da gara Dry', 'Maglia 100% cotone', 'Pantaloncini da calcio'];
    for (const [i, name] of names.entries()) {
      const created = await world.product(
        [
          { price: 34.9, stock: 3, size: 'S' },
          { price: 36.9, stock: 9, size: null },
        ],
        { name, createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() },
      );
      ids.push(created.id);
    }
    const shoes = await world.product([{ price: 89.9, stock: 0 }], {
      name: 'Scarpe running',
      categoryId: otherCategory,
      createdAt: new Date(Date.UTC(2026, 0, 10)).toISOString(),
    });
    ids.push(shoes.id);
  });

  it('lists products newest first with brand, category, variants, images and the stock sum', async () => {
    const response = await asMario('GET', '/api/user/products?limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(4);
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(['Scarpe running', 'Pantaloncini da calcio']);
    const shorts = body.data[1];
    expect(shorts).toEqual({
      _id: ids[2],
      name: 'Pantaloncini da calcio',
      description: 'Materiali resistenti.',
      brand: { _id: world.brandId, name: expect.any(String), logo: expect.stringMatching(/^\/uploads\//) },
      category: { _id: world.categoryId, name: expect.any(String), image: expect.stringMatching(/^\/uploads\//) },
      inStocks: 12,
      currencySymbol: '€',
      sizeAndColors: [
        {
          _id: expect.any(String),
          price: 34.9,
          size: 'S',
          color: '#1e3a8a',
          colorName: 'Blu',
          stock: 3,
          images: [{ _id: expect.any(String), url: expect.any(String) }],
        },
        {
          _id: expect.any(String),
          price: 36.9,
          size: null,
          color: '#1e3a8a',
          colorName: 'Blu',
          stock: 9,
          images: [{ _id: expect.any(String), url: expect.any(String) }],
        },
      ],
    });
    expect(body.data[0].inStocks).toBe(0);
    const page2 = (await asMario('GET', '/api/user/products?limit=2&offset=2')).json();
    expect(page2.data.map((p: { _id: string }) => p._id)).toEqual([ids[1], ids[0]]);
    expect((await asMario('GET', '/api/user/products?offset=50')).json()).toMatchObject({ data: [], total: 4 });
  });

  it('filters by name (contains, case-insensitive, wildcards literal) and by category', async () => {
    const maglia = (await asMario('GET', '/api/user/products?name=MAGLIA')).json();
    expect(maglia.total).toBe(2);
    const percent = (await asMario('GET', `/api/user/products?name=${encodeURIComponent('100%')}`)).json();
    expect(percent.data.map((p: { name: string }) => p.name)).toEqual(['Maglia 100% cotone']);
    const shoes = (await asMario('GET', `/api/user/products?category=${otherCategory}`)).json();
    expect(shoes.data.map((p: { name: string }) => p.name)).toEqual(['Scarpe running']);
    const none = (await asMario('GET', `/api/user/products?category=${otherCategory}&name=maglia`)).json();
    expect(none).toMatchObject({ data: [], total: 0 });
    const both = (
      await asMario('GET', `/api/user/products?category=${world.categoryId}&name=maglia&limit=1&offset=1`)
    ).json();
    expect({ total: both.total, names: both.data.map((p: { name: string }) => p.name) }).toEqual({
      total: 2,
      names: ['Maglia da gara Dry'],
    });
  });

  it('answers hostile or malformed queries 400 with a message, never 500', async () => {
    for (const query of [
      'offset=1e308',
      'offset=123456789012345678901',
      'offset=-1',
      'offset=abc',
      'limit=0',
      'limit=51',
      'category=xyz',
      `name=${'a'.repeat(101)}`,
    ]) {
      const response = await asMario('GET', `/api/user/products?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().message).toEqual(expect.any(String));
    }
    const italian = await callAs(t, mario, 'it')('GET', '/api/user/products?limit=0');
    expect(italian.json().message).toBe('Il campo «limit» deve essere almeno 1.');
  });

  it('answers one product, 404 unknown, 400 malformed id, 401 without a token', async () => {
    const one = await asMario('GET', `/api/user/product/${ids[0]}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ _id: ids[0], name: 'Maglia da gara Dry', inStocks: 12 });
    const unknown = await asMario('GET', `/api/user/product/${'a'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Product not found.',
      statusCode: 404,
      error: 'Not Found',
      code: 'shop.productNotFound',
    });
    expect((await asMario('GET', '/api/user/product/123')).statusCode).toBe(400);
    expect((await t.api({ method: 'GET', url: `/api/user/product/${ids[0]}` })).statusCode).toBe(401);
  });

  it.each(['/api/user/categories', '/api/user/product/categories'])(
    'lists product categories by name for the category panel at %s',
    async (path) => {
      const listed = await asMario('GET', path);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((c: { _id: string }) => c._id)).toEqual(
        expect.arrayContaining([world.categoryId, otherCategory]),
      );
      const scarpe = (await asMario('GET', `${path}?name=scarpe`)).json().data;
      expect(scarpe).toEqual([{ _id: otherCategory, name: 'Scarpe da corsa', image: expect.any(String) }]);
      expect((await asMario('GET', `${path}?name=zzz`)).json().data).toEqual([]);
      expect((await t.api({ method: 'GET', url: path })).statusCode).toBe(401);
    },
  );
});

describe('cart', () => {
  let productId: string;
  let variants: string[];

  beforeAll(async () => {
    const created = await world.product([
      { price: 19.9, stock: 5, size: 'M' },
      { price: 24.5, stock: 2, size: 'L' },
    ]);
    productId = created.id;
    variants = created.variantIds;
  });

  it('adds a variant, and adding it again raises the same line', async () => {
    const first = await asMario('POST', '/api/user/cart', { productId, variantId: variants[0], qty: 2 });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Product added to the cart.');
    expect(first.json().data).toMatchObject({
      productId,
      variantId: variants[0],
      qty: 2,
      price: 19.9,
      lineTotal: 39.8,
      stock: 5,
      insufficientStock: false,
    });
    const again = await asMario('POST', '/api/user/cart', { productId, variantId: variants[0], qty: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ _id: first.json().data._id, qty: 3, lineTotal: 59.7 });
  });

  it('keeps the quantity between 1 and the stock, with messages', async () => {
    const tooMany = await asMario('POST', '/api/user/cart', { productId, variantId: variants[0], qty: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('The quantity must not be 0 and not above the stock (5).');
    const zero = await asMario('POST', '/api/user/cart', { productId, variantId: variants[1], qty: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('The field "qty" must be at least 1.');
    const fractional = await asMario('POST', '/api/user/cart', { productId, variantId: variants[1], qty: 1.5 });
    expect(fractional.statusCode).toBe(400);
    const missing = await asMario('POST', '/api/user/cart', { productId, qty: 1 });
    expect(missing.json().message).toBe('The field "variantId" is required.');
  });

  it('ignores no client price: a price in the body is refused', async () => {
    const response = await asMario('POST', '/api/user/cart', {
      productId,
      variantId: variants[1],
      qty: 1,
      price: 0.01,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The field "price" is not expected.');
  });

  it('refuses a variant of another product and unknown products (404)', async () => {
    const other = await world.product([{ price: 5, stock: 5 }]);
    const mismatch = await asMario('POST', '/api/user/cart', { productId: other.id, variantId: variants[0], qty: 1 });
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json().message).toBe('This variant (size and colour) does not exist for the product.');
    const unknown = await asMario('POST', '/api/user/cart', {
      productId: 'b'.repeat(24),
      variantId: 'c'.repeat(24),
      qty: 1,
    });
    expect(unknown.json().message).toBe('Product not found.');
  });

  it('answers the cart with prices from the database, totals and the insufficient-stock flag', async () => {
    const added = await asMario('POST', '/api/user/cart', { productId, variantId: variants[1], qty: 2 });
    expect(added.statusCode).toBe(201);
    const cart = (await asMario('GET', '/api/user/carts')).json().data;
    expect(cart).toMatchObject({ lineCount: 2, itemCount: 5, price: 108.7, currencySymbol: '€', canCheckout: true });
    expect(cart.lines[0]).toMatchObject({
      name: expect.any(String),
      image: expect.stringMatching(/^\/uploads\//),
      size: 'M',
      color: '#1e3a8a',
    });
    // The price changes and one item is sold elsewhere: the cart shows today's price and flags the line.
    await world.db.updateTable('product_variants').set({ price: 20, stock: 1 }).where('id', '=', variants[1]).execute();
    const after = (await asMario('GET', '/api/user/carts')).json().data;
    expect(after.lines[1]).toMatchObject({ price: 20, qty: 2, lineTotal: 40, stock: 1, insufficientStock: true });
    expect(after).toMatchObject({ price: 99.7, canCheckout: false });
    await world.db
      .updateTable('product_variants')
      .set({ price: 24.5, stock: 2 })
      .where('id', '=', variants[1])
      .execute();
  });

  it('sets a quantity (absolute) and removes a line', async () => {
    const cart = (await asMario('GET', '/api/user/carts')).json().data;
    const line = cart.lines[0];
    const set = await asMario('PUT', `/api/user/cart/${line._id}`, { qty: 1 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ _id: line._id, qty: 1, lineTotal: 19.9 });
    const above = await asMario('PUT', `/api/user/cart/${line._id}`, { qty: 6 });
    expect(above.statusCode).toBe(409);
    expect((await asMario('PUT', `/api/user/cart/${line._id}`, { qty: 0 })).statusCode).toBe(400);
    expect((await asMario('PUT', `/api/user/cart/${line._id}`, { qty: '2' })).statusCode).toBe(400);
    const removed = await asMario('DELETE', `/api/user/cart/${line._id}`);
    expect(removed.json()).toMatchObject({ message: 'Product removed from the cart.', data: { _id: line._id } });
    expect((await asMario('DELETE', `/api/user/cart/${line._id}`)).statusCode).toBe(404);
    expect((await asMario('GET', '/api/user/carts')).json().data.lineCount).toBe(1);
    expect(await stockOf(world.db, variants[0])).toBe(5);
  });

  it("never shows or changes another user's cart", async () => {
    const line = (await asMario('GET', '/api/user/carts')).json().data.lines[0];
    expect((await asGiulia('GET', '/api/user/carts')).json().data).toMatchObject({
      lines: [],
      lineCount: 0,
      canCheckout: false,
    });
    expect((await asGiulia('PUT', `/api/user/cart/${line._id}`, { qty: 1 })).statusCode).toBe(404);
    expect((await asGiulia('DELETE', `/api/user/cart/${line._id}`)).statusCode).toBe(404);
    expect((await asMario('GET', '/api/user/carts')).json().data.lines[0]).toMatchObject({
      _id: line._id,
      qty: line.qty,
    });
    expect((await asMario('PUT', '/api/user/cart/nothex', { qty: 1 })).statusCode).toBe(400);
  });
});

describe('addresses', () => {
  it('adds, lists (default first), edits and deletes addresses', async () => {
    const first = await asMario('POST', '/api/user/addresses', { ...ADDRESS, kind: 'billing' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Address saved.',
      data: { ...ADDRESS, kind: 'billing', isDefault: false, mobile: null, email: null },
    });
    const second = await asMario('POST', '/api/user/addresses', {
      ...ADDRESS,
      city: 'Roma',
      province: 'RM',
      zipcode: '00184',
      isDefault: true,
      email: 'Mario@Campo.test',
    });
    expect(second.json().data).toMatchObject({
      city: 'Roma',
      kind: 'shipping',
      isDefault: true,
      email: 'mario@campo.test',
    });
    const list = (await asMario('GET', '/api/user/addresses')).json().data;
    expect(list.map((a: { city: string }) => a.city)).toEqual(['Roma', 'Milano']);

    const id = first.json().data._id;
    const edited = await asMario('PUT', `/api/user/address/${id}`, {
      ...ADDRESS,
      address: 'Corso Buenos Aires 3',
      isDefault: true,
    });
    expect(edited.json().data).toMatchObject({
      _id: id,
      address: 'Corso Buenos Aires 3',
      isDefault: true,
      kind: 'shipping',
    });
    const defaults = (await asMario('GET', '/api/user/addresses'))
      .json()
      .data.filter((a: { isDefault: boolean }) => a.isDefault);
    expect(defaults.map((a: { _id: string }) => a._id)).toEqual([id]);

    const removed = await asMario('DELETE', `/api/user/address/${second.json().data._id}`);
    expect(removed.json()).toMatchObject({ message: 'Address deleted.', data: { _id: second.json().data._id } });
    expect((await asMario('GET', '/api/user/addresses')).json().data).toHaveLength(1);
  });

  it('validates every field with a message', async () => {
    const { city: _city, ...noCity } = ADDRESS;
    const cases: [object, string][] = [
      [noCity, 'The field "city" is required.'],
      [{ ...ADDRESS, firstName: '' }, 'The field "firstName" cannot be empty.'],
      [{ ...ADDRESS, zipcode: '1' }, 'The field "zipcode" is not valid.'],
      [{ ...ADDRESS, email: 'nope' }, 'The field "email" must be a valid e-mail address.'],
      [{ ...ADDRESS, kind: 'home' }, 'The field "kind" has a value that is not allowed.'],
      [{ ...ADDRESS, userId: 'x' }, 'The field "userId" is not expected.'],
    ];
    for (const [payload, message] of cases) {
      const response = await asMario('POST', '/api/user/addresses', payload);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    }
  });

  it("never shows, edits or deletes another user's address", async () => {
    const own = (await asMario('GET', '/api/user/addresses')).json().data[0];
    expect((await asGiulia('GET', '/api/user/addresses')).json().data).toEqual([]);
    const edit = await asGiulia('PUT', `/api/user/address/${own._id}`, ADDRESS);
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Address not found.');
    expect((await asGiulia('DELETE', `/api/user/address/${own._id}`)).statusCode).toBe(404);
    expect((await asMario('GET', '/api/user/addresses')).json().data[0]).toEqual(own);
  });
});

it('publishes every shop route with its schemas in the OpenAPI document', async () => {
  const routes: [string, string][] = [
    ['/api/user/products', 'get'],
    ['/api/user/product/{id}', 'get'],
    ['/api/user/categories', 'get'],
    ['/api/user/product/categories', 'get'],
    ['/api/user/cart', 'post'],
    ['/api/user/carts', 'get'],
    ['/api/user/cart/{id}', 'put'],
    ['/api/user/cart/{id}', 'delete'],
    ['/api/user/addresses', 'get'],
    ['/api/user/addresses', 'post'],
    ['/api/user/address/{id}', 'put'],
    ['/api/user/address/{id}', 'delete'],
  ];
  expect(await undocumented(t, routes)).toEqual([]);
});
