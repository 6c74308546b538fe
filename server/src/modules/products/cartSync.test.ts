import { createTestApp, type TestApp } from '../../testing/testApp';
import { parseBusEvent } from '../../realtime/bus';
import { LiveClient } from '../../realtime/testing/liveClient';
import { loggedInUser, type LoggedInUser } from '../events/testing/eventFixtures';
import { callAs, shopWorld } from './testing/shopFixtures';

// Two tabs keep one cart: line versions refuse stale quantities (409), and every write tells the member's sockets.

let t: TestApp;
let world: Awaited<ReturnType<typeof shopWorld>>;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  world = await shopWorld(t);
});
afterAll(async () => {
  clients.forEach((client) => client.close());
  await t.close();
});

const tokenOf = (who: LoggedInUser) => who.headers.authorization.replace('Bearer ', '');
async function connect(who: LoggedInUser) {
  const client = await LiveClient.connect(t.app, tokenOf(who), t.config.secretHeader.value);
  clients.push(client);
  return client;
}

async function memberWithLine(firstName: string, qty = 1) {
  const who = await loggedInUser(t, firstName);
  const call = callAs(t, who);
  const product = await world.product([{ price: 10, stock: 20 }]);
  const added = await call('POST', '/api/user/cart', { productId: product.id, variantId: product.variantIds[0], qty });
  return { who, call, product, line: added.json().data as { _id: string; qty: number; version: number } };
}

describe('cart line versions', () => {
  it('raises the version on every write and refuses a quantity chosen from an older one', async () => {
    const { call, product, line } = await memberWithLine('Mario');
    expect(line.version).toBe(1);

    const first = await call('PUT', `/api/user/cart/${line._id}`, { qty: 4, version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ qty: 4, version: 2 });

    // A stale tab still holds version 1: its click must not overwrite the 4.
    const stale = await call('PUT', `/api/user/cart/${line._id}`, { qty: 2, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This line changed in another window: the quantity is now 4.');
    const cart = (await call('GET', '/api/user/carts')).json().data;
    expect(cart.lines[0]).toMatchObject({ qty: 4, version: 2 });

    // Adding the same variant again raises the line and its version.
    await call('POST', '/api/user/cart', { productId: product.id, variantId: product.variantIds[0], qty: 1 });
    expect((await call('GET', '/api/user/carts')).json().data.lines[0]).toMatchObject({ qty: 5, version: 3 });

    // Without a version the write is absolute, as before.
    expect((await call('PUT', `/api/user/cart/${line._id}`, { qty: 1 })).json().data).toMatchObject({ version: 4 });
  });

  it('answers the stale refusal in Italian and refuses bad versions with 400', async () => {
    const { who, call, line } = await memberWithLine('Luca');
    await call('PUT', `/api/user/cart/${line._id}`, { qty: 3, version: 1 });
    const italian = await callAs(t, who, 'it')('PUT', `/api/user/cart/${line._id}`, { qty: 2, version: 1 });
    expect(italian.statusCode).toBe(409);
    expect(italian.json().message).toMatch(/cambiata in un'altra finestra: ora la quantità è 3/);
    for (const version of [0, -1, 1.5, 'due', 1e308]) {
      const response = await call('PUT', `/api/user/cart/${line._id}`, { qty: 2, version });
      expect({ version, status: response.statusCode }).toEqual({ version, status: 400 });
    }
  });

  it("keeps another member's line out of reach, whatever the version", async () => {
    const { line } = await memberWithLine('Anna');
    const giulia = await loggedInUser(t, 'Giulia');
    const response = await callAs(t, giulia)('PUT', `/api/user/cart/${line._id}`, { qty: 2, version: 1 });
    expect(response.statusCode).toBe(404);
  });
});

describe('cart.changed', () => {
  it("tells every socket of the member after each cart write, and nobody else's", async () => {
    const { who, call, product, line } = await memberWithLine('Paola', 2);
    const otherTab = await connect(who);
    const secondDevice = await connect(who);
    const stranger = await connect(await loggedInUser(t, 'Otto'));

    await call('PUT', `/api/user/cart/${line._id}`, { qty: 5, version: line.version });
    const changed = await otherTab.next((event) => event.type === 'cart.changed');
    expect(changed.data).toEqual({ lineCount: 1, itemCount: 5 });
    await secondDevice.next((event) => event.type === 'cart.changed');

    const second = await world.product([{ price: 3, stock: 9 }]);
    await call('POST', '/api/user/cart', { productId: second.id, variantId: second.variantIds[0], qty: 2 });
    await otherTab.next((event) => event.type === 'cart.changed' && event.data?.lineCount === 2);

    await call('DELETE', `/api/user/cart/${line._id}`);
    const afterRemove = await otherTab.next(
      (event) => event.type === 'cart.changed' && (event.data as { itemCount: number }).itemCount === 2,
    );
    expect(afterRemove.data).toEqual({ lineCount: 1, itemCount: 2 });
    expect(product.id).toBeTruthy();

    await stranger.roundTrip();
    expect(stranger.received.filter((event) => event.type === 'cart.changed')).toEqual([]);
  });

  it('names the writing tab (X-Tab-Id) of a quantity change or removal as `by`, and refuses a malformed one', async () => {
    const { who, line } = await memberWithLine('Bruna', 1);
    const tab = await connect(who);
    const tabId = '0b6f3c1e-8d2a-4f5b-9e7c-1a2b3c4d5e6f';
    const write = (method: 'PUT' | 'DELETE', headers: Record<string, string>, payload?: object) =>
      t.api({
        method,
        url: `/api/user/cart/${line._id}`,
        headers: { ...who.headers, 'accept-language': 'en', ...headers },
        ...(payload ? { payload } : {}),
      });

    expect((await write('PUT', { 'x-tab-id': tabId }, { qty: 2 })).statusCode).toBe(200);
    const named = await tab.next((event) => event.type === 'cart.changed' && event.data?.itemCount === 2);
    expect(named.data).toEqual({ lineCount: 1, itemCount: 2, by: tabId });

    expect((await write('PUT', {}, { qty: 3 })).statusCode).toBe(200);
    const unnamed = await tab.next((event) => event.type === 'cart.changed' && event.data?.itemCount === 3);
    expect(unnamed.data).toEqual({ lineCount: 1, itemCount: 3 });

    for (const bad of ['short', 'x'.repeat(65), 'has space inside', '<script>alert(1)</script>']) {
      const refused = await write('PUT', { 'x-tab-id': bad }, { qty: 4 });
      expect({ bad, status: refused.statusCode }).toEqual({ bad, status: 400 });
      expect(refused.json().message).toEqual(expect.any(String));
    }
    expect((await callAs(t, who)('GET', '/api/user/carts')).json().data.lines[0].qty).toBe(3);

    expect((await write('DELETE', { 'x-tab-id': tabId })).statusCode).toBe(200);
    const removed = await tab.next((event) => event.type === 'cart.changed' && event.data?.lineCount === 0);
    expect(removed.data).toEqual({ lineCount: 0, itemCount: 0, by: tabId });
  });

  it('crosses instances with its tab: the bus event survives the PostgreSQL NOTIFY text, a malformed one is dropped', () => {
    const named = { kind: 'cart', userId: 'a11ce5000000000000000001', by: '0b6f3c1e-8d2a-4f5b' };
    expect(parseBusEvent(JSON.stringify(named))).toEqual(named);
    const unnamed = { kind: 'cart', userId: 'a11ce5000000000000000001' };
    expect(parseBusEvent(JSON.stringify(unnamed))).toEqual(unnamed);
    expect(parseBusEvent(JSON.stringify({ ...unnamed, by: 42 }))).toBeNull();
    expect(parseBusEvent(JSON.stringify({ kind: 'cart', by: 'tab' }))).toBeNull();
  });
});
