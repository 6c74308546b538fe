import { sandboxDb } from '../../payments/sandboxTables';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../events/testing/eventFixtures';
import { approvedPurchase, capture as captureTickets, pressSandboxButton } from '../events/testing/sandboxCheckout';
import { checkResponse } from '../../../../src/testing/contract/openApiDocument';
import { ADDRESS, callAs, quotedOrder, shopWorld, stockOf, undocumented } from '../products/testing/shopFixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof shopWorld>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
  world = await shopWorld(t);
});
afterAll(() => t.close());

interface Shopper {
  user: LoggedInUser;
  call: ReturnType<typeof callAs>;
  addressId: string;
}

/** A logged-in user with one address and an empty cart. */
async function shopper(firstName: string): Promise<Shopper> {
  const user = await loggedInUser(t, firstName);
  const call = callAs(t, user);
  const address = await call('POST', '/api/user/addresses', ADDRESS);
  return { user, call, addressId: address.json().data._id };
}

const addresses = (who: Shopper) => ({ billingAddressId: who.addressId, shippingAddressId: who.addressId });

async function addToCart(who: Shopper, productId: string, variantId: string, qty: number) {
  const response = await who.call('POST', '/api/user/cart', { productId, variantId, qty });
  if (response.statusCode >= 300) throw new Error(`add to cart: ${response.statusCode} ${response.body}`);
}

/** init, approve on the sandbox page: the provider order id the return page captures. */
async function approvedOrder(who: Shopper) {
  const started = await who.call(
    'POST',
    '/api/user/product/transaction/init',
    await quotedOrder(who.call, addresses(who)),
  );
  if (started.statusCode !== 201) throw new Error(`init: ${started.statusCode} ${started.body}`);
  const back = await pressSandboxButton(t, 'approve', started.json().data.orderId);
  return { order: started.json().data, back, token: back.searchParams.get('token')! };
}

const captureOrder = (who: Shopper, token: string) =>
  who.call('POST', '/api/user/product/transaction/update', { token, PayerID: 'SBXPAYER' });

const orderStatus = async (id: string) =>
  Number(
    (await world.db.selectFrom('product_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status,
  );

describe('POST /api/user/product/order/preview', () => {
  it('prices the cart on the server: lines, service fee (3% + 0.50 €), final price', async () => {
    const mario = await shopper('Mario');
    const shirt = await world.product([
      { price: 12.5, stock: 10 },
      { price: 5, stock: 3, size: 'L' },
    ]);
    await addToCart(mario, shirt.id, shirt.variantIds[0], 2);
    await addToCart(mario, shirt.id, shirt.variantIds[1], 1);
    const response = await mario.call('POST', '/api/user/product/order/preview', addresses(mario));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ price: 30, serviceFee: 1.4, discount: 0, finalPrice: 31.4, currencySymbol: '€' });
    expect(data.lines.map((l: { qty: number; lineTotal: number }) => [l.qty, l.lineTotal])).toEqual([
      [2, 25],
      [1, 5],
    ]);
    expect(data.billingAddress).toMatchObject({ _id: mario.addressId, city: 'Milano' });
  });

  it('refuses a price sent by the client', async () => {
    const mario = await shopper('Mario');
    const response = await mario.call('POST', '/api/user/product/order/preview', {
      ...addresses(mario),
      finalPrice: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The field "finalPrice" is not expected.');
  });

  it('answers 409 for an empty cart or a line above the stock, 404 for an address not yours, 400 without addresses', async () => {
    const mario = await shopper('Mario');
    const empty = await mario.call('POST', '/api/user/product/order/preview', addresses(mario));
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Your cart is empty.');

    const product = await world.product([{ price: 10, stock: 3 }], { name: 'Borraccia termica' });
    await addToCart(mario, product.id, product.variantIds[0], 3);
    await world.db.updateTable('product_variants').set({ stock: 2 }).where('id', '=', product.variantIds[0]).execute();
    const short = await mario.call('POST', '/api/user/product/order/preview', addresses(mario));
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Not enough stock for "Borraccia termica": 2 left.');
    const staleQuote = { ...addresses(mario), quoteId: '0123456789abcdef01234567' };
    expect((await mario.call('POST', '/api/user/product/transaction/init', staleQuote)).statusCode).toBe(409);
    const inItalian = callAs(t, mario.user, 'it');
    expect((await inItalian('POST', '/api/user/product/order/preview', addresses(mario))).json().message).toBe(
      'Disponibilità insufficiente per «Borraccia termica»: ne restano 2.',
    );
    await world.db.updateTable('product_variants').set({ stock: 1 }).where('id', '=', product.variantIds[0]).execute();
    expect((await inItalian('POST', '/api/user/product/order/preview', addresses(mario))).json().message).toBe(
      'Disponibilità insufficiente per «Borraccia termica»: ne resta 1.',
    );

    const giulia = await shopper('Giulia');
    const foreign = await mario.call('POST', '/api/user/product/order/preview', {
      billingAddressId: giulia.addressId,
      shippingAddressId: mario.addressId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Address not found.');
    const none = await mario.call('POST', '/api/user/product/order/preview', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('The field "billingAddressId" is required.');
    expect(
      (await mario.call('POST', '/api/user/product/order/preview', { billingAddressId: 'x', shippingAddressId: 'y' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('payment: init, approve, capture', () => {
  it('places the order: stock held at init and sold at capture, ordered lines leave the cart, others stay', async () => {
    const mario = await shopper('Mario');
    const product = await world.product([
      { price: 20, stock: 4 },
      { price: 8, stock: 9, size: 'XL' },
    ]);
    await addToCart(mario, product.id, product.variantIds[0], 3);
    const { order, back, token } = await approvedOrder(mario);
    expect(order).toMatchObject({
      status: 1,
      productType: 'Product',
      price: 60,
      serviceFee: 2.3,
      finalPrice: 62.3,
      paymentType: 'PayPal',
    });
    expect(order.transactionId).toMatch(/^CMP-PR-\d{8}-[0-9A-F]{6}$/);
    expect(order.approvalUrl).toBe(`https://campo.example/payments/sandbox/approve?order=${order.orderId}`);
    expect(back.origin + back.pathname).toBe('https://campo.example/paypal/payment/return');
    expect(back.searchParams.get('kind')).toBe('product');
    // Held while the member pays (stockHolds.ts).
    expect(await stockOf(world.db, product.variantIds[0])).toBe(1);

    // A line added while paying is not part of the order and stays in the cart.
    await addToCart(mario, product.id, product.variantIds[1], 1);
    const done = await captureOrder(mario, token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your Order is Placed Succesfully');
    expect(done.json().data).toMatchObject({
      _id: order._id,
      status: 2,
      deliveryStatus: 1,
      orderCompletedDate: expect.any(String),
      itemCount: 3,
    });
    expect(await stockOf(world.db, product.variantIds[0])).toBe(1);
    const cart = (await mario.call('GET', '/api/user/carts')).json().data;
    expect(cart.lines.map((l: { variantId: string }) => l.variantId)).toEqual([product.variantIds[1]]);

    const italian = await callAs(t, mario.user, 'it')('POST', '/api/user/product/transaction/update', { token });
    expect(italian.json().message).toBe('Il tuo ordine è stato effettuato con successo.');
  });

  it('is idempotent: a capture reached twice (or at once) charges and decrements once', async () => {
    const mario = await shopper('Mario');
    const product = await world.product([{ price: 15, stock: 5 }]);
    await addToCart(mario, product.id, product.variantIds[0], 2);
    const { token, order } = await approvedOrder(mario);
    const [a, b] = await Promise.all([captureOrder(mario, token), captureOrder(mario, token)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // The second call either sees the completed order (200) or the capture still running (409): never a second charge.
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const again = await captureOrder(mario, token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ _id: order._id, status: 2 });
    expect(await stockOf(world.db, product.variantIds[0])).toBe(3);
    const sandbox = await sandboxDb(world.db)
      .selectFrom('sandbox_payment_orders')
      .select(['status', 'capture_id'])
      .where('id', '=', token)
      .executeTakeFirstOrThrow();
    expect(sandbox).toMatchObject({ status: 'COMPLETED', capture_id: expect.any(String) });
    expect(again.json().data.orderId).toBe(token);
  });

  it('never oversells: parallel payment starts for the last item, exactly one holds it and is charged', async () => {
    const product = await world.product([{ price: 49.9, stock: 1 }], { name: 'Ultimo borsone' });
    const buyers = await Promise.all(['Mario', 'Giulia', 'Sara'].map(shopper));
    for (const buyer of buyers) await addToCart(buyer, product.id, product.variantIds[0], 1);
    const bodies = await Promise.all(buyers.map((buyer) => quotedOrder(buyer.call, addresses(buyer))));
    const starts = await Promise.all(
      buyers.map((buyer, i) => buyer.call('POST', '/api/user/product/transaction/init', bodies[i])),
    );
    const codes = starts.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
    for (const loser of starts.filter((r) => r.statusCode === 409)) {
      expect(loser.json().message).toMatch(
        /^(Your Order is Not Placed Succesfully: a product is no longer available in the quantity ordered, you have not been charged\.|"Ultimo borsone" is out of stock\.)$/,
      );
    }
    expect(await stockOf(world.db, product.variantIds[0])).toBe(0);
    const winner = buyers[codes.indexOf(201)];
    const token = starts[codes.indexOf(201)].json().data.orderId as string;
    await pressSandboxButton(t, 'approve', token);
    expect((await captureOrder(winner, token)).statusCode).toBe(200);
    expect(await stockOf(world.db, product.variantIds[0])).toBe(0);
    // Nobody else got as far as a payment: only the winner's provider order exists for this product.
    const orders = await world.db
      .selectFrom('product_orders')
      .innerJoin('product_order_items', 'product_order_items.order_id', 'product_orders.id')
      .select(['product_orders.status', 'product_orders.provider_order_id'])
      .where('product_order_items.variant_id', '=', product.variantIds[0])
      .execute();
    expect(orders.filter((o) => o.provider_order_id !== null).map((o) => Number(o.status))).toEqual([2]);
    // The losers keep their cart; the winner's line is gone.
    const carts = await Promise.all(
      buyers.map(async (b) => (await b.call('GET', '/api/user/carts')).json().data.lineCount),
    );
    expect(carts.sort()).toEqual([0, 1, 1]);
  });

  it('refuses a capture the payer never approved and gives the stock back', async () => {
    const mario = await shopper('Mario');
    const product = await world.product([{ price: 10, stock: 2 }]);
    await addToCart(mario, product.id, product.variantIds[0], 2);
    const started = (
      await mario.call('POST', '/api/user/product/transaction/init', await quotedOrder(mario.call, addresses(mario)))
    ).json().data;
    const refused = await captureOrder(mario, started.orderId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('Your Order is Not Placed Succesfully: the payment was not completed.');
    expect(await stockOf(world.db, product.variantIds[0])).toBe(2);
    expect(await orderStatus(started._id)).toBe(3);
    expect((await mario.call('GET', '/api/user/carts')).json().data.lineCount).toBe(1);
  });

  it('cancel keeps the cart, is idempotent, and a later capture is refused', async () => {
    const mario = await shopper('Mario');
    const product = await world.product([{ price: 10, stock: 2 }]);
    await addToCart(mario, product.id, product.variantIds[0], 1);
    const started = (
      await mario.call('POST', '/api/user/product/transaction/init', await quotedOrder(mario.call, addresses(mario)))
    ).json().data;
    const back = await pressSandboxButton(t, 'cancel', started.orderId);
    expect(back.pathname).toBe('/paypal/payment/cancel');
    expect(back.searchParams.get('kind')).toBe('product');
    const cancelled = await mario.call('POST', '/api/user/product/transaction/cancel', { token: started.orderId });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Payment cancelled: your cart is unchanged.',
      data: { status: 3 },
    });
    expect(
      (await mario.call('POST', '/api/user/product/transaction/cancel', { token: started.orderId })).statusCode,
    ).toBe(200);
    expect((await mario.call('GET', '/api/user/carts')).json().data.lineCount).toBe(1);
    const late = await captureOrder(mario, started.orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Your Order is Not Placed Succesfully: this order was cancelled or failed.');
    expect(await stockOf(world.db, product.variantIds[0])).toBe(2);
  });

  it("refuses another user's capture or cancel (403), unknown orders (404) and malformed bodies (400)", async () => {
    const mario = await shopper('Mario');
    const giulia = await shopper('Giulia');
    const product = await world.product([{ price: 10, stock: 2 }]);
    await addToCart(mario, product.id, product.variantIds[0], 1);
    const { token } = await approvedOrder(mario);
    const stolen = await captureOrder(giulia, token);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe('This order belongs to another user.');
    expect((await giulia.call('POST', '/api/user/product/transaction/cancel', { token })).statusCode).toBe(403);
    expect((await captureOrder(mario, 'SBXNOTHING')).statusCode).toBe(404);
    expect((await mario.call('POST', '/api/user/product/transaction/update', {})).statusCode).toBe(400);
    expect(
      (await mario.call('POST', '/api/user/product/transaction/update', { token: 'x'.repeat(65) })).statusCode,
    ).toBe(400);
    expect((await captureOrder(mario, token)).statusCode).toBe(200);
  });
});

describe('my orders, order detail and buy again', () => {
  let mario: Shopper;
  let giulia: Shopper;
  let productOrderId: string;
  let eventOrderId: string;
  let variants: string[];
  let productId: string;

  beforeAll(async () => {
    mario = await shopper('Mario');
    giulia = await shopper('Giulia');
    const product = await world.product(
      [
        { price: 30, stock: 10 },
        { price: 12, stock: 1, size: 'S' },
      ],
      { name: 'Maglia da portiere' },
    );
    variants = product.variantIds;
    productId = product.id;
    for (let i = 0; i < 3; i++) {
      await addToCart(mario, product.id, variants[0], 1);
      if (i === 2) await addToCart(mario, product.id, variants[1], 1);
      const { token, order } = await approvedOrder(mario);
      expect((await captureOrder(mario, token)).statusCode).toBe(200);
      productOrderId = order._id;
    }
    const events = await eventWorld(t);
    const eventId = await insertEvent(events.db, {
      associationId: events.associationId,
      specialityId: events.specialityId,
      cost: 10,
    });
    const purchase = await approvedPurchase(t, mario.user, eventId, 2);
    expect((await captureTickets(t, mario.user, purchase.token)).statusCode).toBe(200);
    eventOrderId = purchase._id;
  });

  it('lists product orders newest first with a total, paged', async () => {
    const page = (await mario.call('GET', '/api/user/myorders?productType=Product&limit=2')).json();
    expect(page.total).toBe(3);
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({ _id: productOrderId, productType: 'Product', status: 2, itemCount: 2 });
    const last = (await mario.call('GET', '/api/user/myorders?productType=Product&limit=2&offset=2')).json();
    expect(last.data).toHaveLength(1);
    expect((await giulia.call('GET', '/api/user/myorders?productType=Product')).json()).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('lists event orders (ticket purchases)', async () => {
    const page = (await mario.call('GET', '/api/user/myorders?productType=Event&offset=0&limit=2')).json();
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      _id: eventOrderId,
      productType: 'Event',
      status: 2,
      noOfTickets: 2,
      ticketHolderName: 'Luca Verdi',
      deliveryStatus: null,
      productDetail: { name: expect.any(String), startDate: expect.any(String), startTime: '10:00' },
      shippingAddress: null,
    });
  });

  it('answers bad list queries 400 with a message', async () => {
    for (const query of [
      '',
      'productType=Tickets',
      'productType=Event&offset=1e308',
      'productType=Event&offset=99999999999999999999',
      'productType=Product&limit=0',
    ]) {
      const response = await mario.call('GET', `/api/user/myorders?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('answers every order field of a product order and of an event order', async () => {
    const product = (await mario.call('GET', `/api/user/my/order/${productOrderId}`)).json().data;
    expect(product).toMatchObject({
      _id: productOrderId,
      transactionId: expect.stringMatching(/^CMP-PR-/),
      status: 2,
      deliveryStatus: 1,
      deliveredDate: null,
      returnedDate: null,
      cancelledDate: null,
      orderCompletedDate: expect.any(String),
      price: 42,
      serviceFee: 1.76,
      discount: 0,
      finalPrice: 43.76,
      paymentType: 'PayPal',
      fullName: 'Mario Verdi',
      email: expect.stringMatching(/@campo\.test$/),
      mobile: '+39 3331234567',
      shippingAddress: {
        shippingAddressFirstName: 'Mario',
        shippingAddressLastName: 'Rossi',
        shippingAddress: 'Via Torino 12',
        shippingAddressCity: 'Milano',
        shippingAddressProvince: 'MI',
        shippingAddressZipcode: '20123',
        shippingAddressCountry: 'Italia',
      },
      billingAddress: { ...ADDRESS },
      productDetail: null,
    });
    expect(product.productInformations).toEqual([
      {
        _id: expect.any(String),
        productId,
        variantId: variants[0],
        name: 'Maglia da portiere',
        image: expect.any(String),
        color: '#1e3a8a',
        size: 'M',
        qty: 1,
        price: 30,
        finalPrice: 30,
        time: expect.any(String),
      },
      expect.objectContaining({ variantId: variants[1], size: 'S', qty: 1, price: 12 }),
    ]);
    expect(product.products).toEqual(product.productInformations);
    const event = await mario.call('GET', `/api/user/my/order/${eventOrderId}`);
    expect(event.json().data).toMatchObject({ _id: eventOrderId, productType: 'Event', finalPrice: 21.1 });
  });

  it("sends the dates of the status timeline (shipped, delivered, returned) as the order's steps stored them", async () => {
    const steps = {
      shipped_date: '2026-05-04T15:00:00.000Z',
      delivered_date: '2026-05-06T10:30:00.000Z',
      returned_date: '2026-05-10T09:00:00.000Z',
    };
    const orders = world.db.updateTable('product_orders').where('id', '=', productOrderId);
    await orders.set({ delivery_status: 5, ...steps }).execute();
    try {
      const order = (await mario.call('GET', `/api/user/my/order/${productOrderId}`)).json().data;
      expect(order).toMatchObject({
        deliveryStatus: 5,
        shippedDate: steps.shipped_date,
        deliveredDate: steps.delivered_date,
        returnedDate: steps.returned_date,
        cancelledDate: null,
        orderCompletedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect((await giulia.call('GET', `/api/user/my/order/${productOrderId}`)).statusCode).toBe(404);
    } finally {
      await orders.set({ delivery_status: 1, shipped_date: null, delivered_date: null, returned_date: null }).execute();
    }
  });

  it("refuses another user's order (404), unknown (404) and malformed ids (400)", async () => {
    const other = await giulia.call('GET', `/api/user/my/order/${productOrderId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      message: 'Order not found.',
      statusCode: 404,
      error: 'Not Found',
      code: 'shop.orderNotFound',
    });
    expect((await giulia.call('GET', `/api/user/my/order/${eventOrderId}`)).statusCode).toBe(404);
    expect((await giulia.call('POST', `/api/user/my/order/${productOrderId}/reorder`)).statusCode).toBe(404);
    expect((await mario.call('GET', '/api/user/my/order/zzz')).statusCode).toBe(400);
  });

  it('buys again: puts the still-available lines back in the cart and reports the rest', async () => {
    // The S variant sold its last item in the order above.
    expect(await stockOf(world.db, variants[1])).toBe(0);
    const response = await mario.call('POST', `/api/user/my/order/${productOrderId}/reorder`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Products put back in the cart: 1; unavailable: 1.',
      data: {
        added: [{ variantId: variants[0], name: 'Maglia da portiere', qty: 1 }],
        skipped: [{ name: 'Maglia da portiere', reason: 'outOfStock' }],
        lineCount: 1,
      },
    });
    const cart = (await mario.call('GET', '/api/user/carts')).json().data;
    expect(cart.lines).toEqual([expect.objectContaining({ variantId: variants[0], qty: 1, price: 30 })]);
    // Again: the line is raised, not duplicated.
    await mario.call('POST', `/api/user/my/order/${productOrderId}/reorder`);
    expect((await mario.call('GET', '/api/user/carts')).json().data.lines).toEqual([
      expect.objectContaining({ qty: 2 }),
    ]);
    // A variant removed from the catalogue: the order keeps its line, buying again skips it.
    await world.db.deleteFrom('product_variants').where('id', '=', variants[1]).execute();
    const gone = (await mario.call('POST', `/api/user/my/order/${productOrderId}/reorder`)).json().data;
    expect(gone.skipped).toEqual([{ name: 'Maglia da portiere', reason: 'unavailable' }]);
    const detail = (await mario.call('GET', `/api/user/my/order/${productOrderId}`)).json().data;
    expect(detail.productInformations[1]).toMatchObject({ variantId: null, name: 'Maglia da portiere', size: 'S' });
    const tickets = await mario.call('POST', `/api/user/my/order/${eventOrderId}/reorder`);
    expect(tickets.statusCode).toBe(409);
    expect(tickets.json().message).toBe('Only product orders can be bought again.');
  });
});

it('publishes every order route in the OpenAPI document', async () => {
  const routes: [string, string][] = [
    ['/api/user/product/order/preview', 'post'],
    ['/api/user/product/transaction/init', 'post'],
    ['/api/user/product/transaction/update', 'post'],
    ['/api/user/product/transaction/cancel', 'post'],
    ['/api/user/myorders', 'get'],
    ['/api/user/my/order/{id}', 'get'],
    ['/api/user/my/order/{id}/reorder', 'post'],
  ];
  expect(await undocumented(t, routes)).toEqual([]);
});

it('answers, successes and errors alike, match the committed OpenAPI response schemas', async () => {
  const mario = await shopper('Mario');
  const product = await world.product([{ price: 9.5, stock: 4, size: null }]);
  const variantId = product.variantIds[0];
  const problems: string[] = [];
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await mario.call(method, url, payload);
    const check = checkResponse(method, url.split('?')[0], response.statusCode, response.json());
    if (!check.ok) problems.push(check.problem);
    return response;
  };
  await send('GET', '/api/user/products?limit=3');
  await send('GET', '/api/user/products?offset=1e308');
  await send('GET', `/api/user/product/${product.id}`);
  await send('GET', `/api/user/product/${'f'.repeat(24)}`);
  await send('GET', '/api/user/categories');
  await send('GET', '/api/user/product/categories');
  await send('POST', '/api/user/cart', { productId: product.id, variantId, qty: 2 });
  await send('POST', '/api/user/cart', { productId: product.id, variantId, qty: 1 });
  await send('POST', '/api/user/cart', { productId: product.id, variantId, qty: 9 });
  await send('GET', '/api/user/carts');
  await send('GET', '/api/user/addresses');
  await send('POST', '/api/user/addresses', { ...ADDRESS, zipcode: '?' });
  await send('POST', '/api/user/product/order/preview', addresses(mario));
  await send('GET', '/api/user/myorders?productType=Event');

  const { token, order } = await approvedOrder(mario);
  await send('POST', '/api/user/product/transaction/update', { token });
  await send('GET', '/api/user/myorders?productType=Product');
  await send('GET', `/api/user/my/order/${order._id}`);
  await send('POST', `/api/user/my/order/${order._id}/reorder`);
  const line = (await send('GET', '/api/user/carts')).json().data.lines[0];
  await send('PUT', `/api/user/cart/${line._id}`, { qty: 1 });
  await send('DELETE', `/api/user/cart/${line._id}`);
  await send('PUT', `/api/user/address/${mario.addressId}`, ADDRESS);
  await send('POST', '/api/user/product/transaction/cancel', { token });
  await send('DELETE', `/api/user/address/${mario.addressId}`);
  expect(problems).toEqual([]);
});
