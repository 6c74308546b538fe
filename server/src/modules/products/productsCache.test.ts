import { createTestApp, type TestApp } from '../../testing/testApp';
import { loggedInUser, type LoggedInUser } from '../events/testing/eventFixtures';
import { checkResponse } from '../../../../src/testing/contract/openApiDocument';
import { callAs, shopWorld } from './testing/shopFixtures';

// The catalogue cache (productsCache.ts) answers what the database holds now: every write that changes a product
// as shown (stock, price, name, brand, category, pictures) bumps the `products` version (migration 0024).

let t: TestApp;
let world: Awaited<ReturnType<typeof shopWorld>>;
let member: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  world = await shopWorld(t);
  member = await loggedInUser(t, 'Marta');
});
afterAll(() => t.close());

const listPage = async (query = '') => {
  const url = `/api/user/products?offset=0&limit=3${query}`;
  const response = await callAs(t, member)('GET', url);
  expect(response.statusCode).toBe(200);
  expect(checkResponse('GET', '/api/user/products', 200, response.json())).toEqual({ ok: true });
  return response;
};
const detail = async (id: string) => (await callAs(t, member)('GET', `/api/user/product/${id}`)).json().data;

describe('the products list and detail, cached', () => {
  it('answers the same bytes from the cache as it did when it loaded the page', async () => {
    await world.product([{ price: 9, stock: 4 }], { name: 'Borraccia cache' });
    const first = await listPage();
    const second = await listPage();
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers a product detail as the same bytes from the cache, a plain envelope in each language', async () => {
    const shoe = await world.product(
      [
        { price: 59.9, stock: 3 },
        { price: 61, stock: 0 },
      ],
      { name: 'Scarpa "veloce" àè' },
    );
    const url = `/api/user/product/${shoe.id}`;
    const first = await callAs(t, member)('GET', url);
    const second = await callAs(t, member)('GET', url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(checkResponse('GET', '/api/user/product/{id}', 200, second.json())).toEqual({ ok: true });
    expect(JSON.stringify(second.json())).toBe(second.body);
    expect(second.json().data).toMatchObject({ _id: shoe.id, name: 'Scarpa "veloce" àè' });
    const italian = await callAs(t, member, 'it')('GET', url);
    expect(italian.json().data).toEqual(second.json().data);
    expect(italian.json().message).toBe('OK');
  });

  it('shows a stock change made by any write, on the list and the detail', async () => {
    const bottle = await world.product([{ price: 9, stock: 4 }], { name: 'Borraccia termica' });
    expect((await listPage('&name=termica')).json().data[0].sizeAndColors[0].stock).toBe(4);
    expect((await detail(bottle.id)).sizeAndColors[0].stock).toBe(4);
    await world.db.updateTable('product_variants').set({ stock: 1 }).where('id', '=', bottle.variantIds[0]).execute();
    expect((await listPage('&name=termica')).json().data[0].sizeAndColors[0].stock).toBe(1);
    expect((await detail(bottle.id)).sizeAndColors[0].stock).toBe(1);
  });

  it('shows a new price, a renamed brand and a new product at once', async () => {
    const shirt = await world.product([{ price: 20, stock: 9 }], { name: 'Maglia cache' });
    await listPage('&name=cache');
    await detail(shirt.id);
    await world.db.updateTable('product_variants').set({ price: 25 }).where('id', '=', shirt.variantIds[0]).execute();
    await world.db.updateTable('brands').set({ name: 'Marchio nuovo' }).where('id', '=', world.brandId).execute();
    const shown = await detail(shirt.id);
    expect(shown.sizeAndColors[0].price).toBe(25);
    expect(shown.brand.name).toBe('Marchio nuovo');
    const before = (await listPage('&name=cache')).json().total;
    await world.product([{ price: 5, stock: 2 }], { name: 'Calzini cache' });
    expect((await listPage('&name=cache')).json().total).toBe(before + 1);
  });

  it('keeps no 404: a product created after a miss is found', async () => {
    const missing = '0123456789abcdef01234567';
    expect((await callAs(t, member)('GET', `/api/user/product/${missing}`)).statusCode).toBe(404);
    const ball = await world.product([{ price: 15, stock: 3 }], { name: 'Pallone cache' });
    expect((await detail(ball.id)).name).toBe('Pallone cache');
  });

  it('answers each language its own message around the same cached page', async () => {
    await listPage();
    const italian = await callAs(t, member, 'it')('GET', '/api/user/products?offset=0&limit=3');
    const english = await callAs(t, member, 'en')('GET', '/api/user/products?offset=0&limit=3');
    expect(italian.json().message).toMatch(/^Prodotti trovati: \d+\.$/);
    expect(english.json().message).not.toBe(italian.json().message);
    expect(english.json().data).toEqual(italian.json().data);
  });
});
