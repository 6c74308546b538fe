import { createTestApp, type TestApp } from '../../../testing/testApp';
import { pressSandboxButton } from '../../events/testing/sandboxCheckout';
import { loggedInUser, type LoggedInUser } from '../../events/testing/eventFixtures';
import { ADDRESS, callAs, quotedOrder, shopWorld } from '../../products/testing/shopFixtures';
import { checkResponse } from '../../../../../src/testing/contract/openApiDocument';
import { reconcileOpenOrders } from '../orderReconciler';
import { orderDepsOf } from '../testing/holdRace';
import { splitVat } from './orderReceipt';

let t: TestApp;
let world: Awaited<ReturnType<typeof shopWorld>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
  world = await shopWorld(t);
});
afterAll(() => t.close());

/** A member with 2 × 10 € in the cart who started paying: the order and its provider token. */
async function startedOrder(firstName: string, language?: 'it' | 'en') {
  const user = await loggedInUser(t, firstName);
  const call = callAs(t, user);
  if (language) await call('PUT', '/api/user/language', { language });
  const addressId = (await call('POST', '/api/user/addresses', ADDRESS)).json().data._id as string;
  const product = await world.product([{ price: 10, stock: 5, size: 'M' }]);
  await call('POST', '/api/user/cart', { productId: product.id, variantId: product.variantIds[0], qty: 2 });
  const body = await quotedOrder(call, { billingAddressId: addressId, shippingAddressId: addressId });
  const started = await call('POST', '/api/user/product/transaction/init', body);
  if (started.statusCode !== 201) throw new Error(`init: ${started.statusCode} ${started.body}`);
  const order = started.json().data as { _id: string; orderId: string; transactionId: string };
  return { user, call, order };
}

async function placedOrder(firstName: string, language?: 'it' | 'en') {
  const started = await startedOrder(firstName, language);
  const back = await pressSandboxButton(t, 'approve', started.order.orderId);
  const token = back.searchParams.get('token')!;
  const capture = () => started.call('POST', '/api/user/product/transaction/update', { token, PayerID: 'SBXPAYER' });
  expect((await capture()).statusCode).toBe(200);
  return { ...started, capture };
}

const pdfOf = (who: LoggedInUser, orderId: string, language = 'en') =>
  t.api({
    method: 'GET',
    url: `/api/user/my/order/${orderId}/receipt.pdf`,
    headers: { ...who.headers, 'accept-language': language },
  });

const mailsTo = async (userId: string) =>
  world.db
    .selectFrom('mail_outbox')
    .innerJoin('users', 'users.email', 'mail_outbox.to_address')
    .select(['mail_outbox.subject', 'mail_outbox.text'])
    .where('users.id', '=', userId)
    .execute();

describe('splitVat', () => {
  it('splits a gross amount that includes 22 % VAT to the cent', () => {
    expect(splitVat(21.1)).toEqual({ net: 17.3, vat: 3.8 });
    expect(splitVat(122)).toEqual({ net: 100, vat: 22 });
    expect(splitVat(0)).toEqual({ net: 0, vat: 0 });
  });
});

describe('GET /api/user/my/order/:id/receipt', () => {
  it('answers the placed order’s lines, VAT split, addresses and payment reference', async () => {
    const { call, order } = await placedOrder('Mario');
    const response = await call('GET', `/api/user/my/order/${order._id}/receipt`);
    expect(response.statusCode).toBe(200);
    expect(checkResponse('GET', `/api/user/my/order/${order._id}/receipt`, 200, response.json())).toEqual({ ok: true });
    const data = response.json().data;
    expect(data).toMatchObject({
      orderNumber: order.transactionId,
      paymentType: 'PayPal',
      paymentReference: order.orderId,
      lines: [{ size: 'M', qty: 2, unitPrice: 10, total: 20 }],
      subtotal: 20,
      serviceFee: 1.1,
      total: 21.1,
      net: 17.3,
      vat: 3.8,
      vatRate: 22,
      billingAddress: { fullName: 'Mario Rossi', address: 'Via Torino 12', zipcode: '20123' },
      shippingAddress: { fullName: 'Mario Rossi', city: 'Milano' },
    });
  });

  it('refuses an order that was never paid with 409 and a message', async () => {
    const { user, call, order } = await startedOrder('Anna');
    const response = await call('GET', `/api/user/my/order/${order._id}/receipt`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This order was not paid: it has no receipt.');
    expect((await pdfOf(user, order._id)).statusCode).toBe(409);
  });

  it('answers 404 to another member, for the page’s data and the PDF alike', async () => {
    const { order } = await placedOrder('Mario');
    const giulia = await loggedInUser(t, 'Giulia');
    const page = await callAs(t, giulia)('GET', `/api/user/my/order/${order._id}/receipt`);
    expect(page.statusCode).toBe(404);
    const pdf = await pdfOf(giulia, order._id);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json().message).toBe('Order not found.');
  });
});

describe('GET /api/user/my/order/:id/receipt.pdf', () => {
  it('sends the receipt as a PDF attachment in the member’s account language', async () => {
    const { user, order } = await placedOrder('Lucia', 'it');
    const response = await pdfOf(user, order._id, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${order.transactionId}.pdf"`);
    const text = response.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`(Ordine ${order.transactionId})`);
    expect(text).toContain('(21,10\xa0\x80)');
    expect(text).toContain('(IVA 22%)');
  });

  it('is listed in the OpenAPI document as application/pdf', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const responses = doc.paths['/api/user/my/order/{id}/receipt.pdf'].get.responses;
    expect(Object.keys(responses['200'].content)).toEqual(['application/pdf']);
  });
});

describe('the order confirmation mail', () => {
  it('goes out once in the member’s language with number, lines, total and the receipt link', async () => {
    const { user, order, capture } = await placedOrder('Paolo', 'it');
    expect((await capture()).statusCode).toBe(200);
    await reconcileOpenOrders({ ...orderDepsOf(t), mailer: t.app.mailer }, new Date(Date.now() + 24 * 60 * 60 * 1000));
    const mails = await mailsTo(user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Il tuo ordine ${order.transactionId} è confermato`);
    expect(mails[0].text).toContain('2 × ');
    expect(mails[0].text).toContain('(taglia M): 20,00\xa0€');
    expect(mails[0].text).toContain('Totale pagato: 21,10\xa0€');
    expect(mails[0].text).toContain(`https://campo.example/my/order/${order._id}/receipt`);
  });

  it('is sent when the reconciler captures an approved payment nobody came back from, in English', async () => {
    const { user, order } = await startedOrder('Sara', 'en');
    await pressSandboxButton(t, 'approve', order.orderId);
    const deps = { ...orderDepsOf(t), mailer: t.app.mailer };
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect((await reconcileOpenOrders(deps, later)).captured).toContain(order._id);
    await reconcileOpenOrders(deps, later);
    const mails = await mailsTo(user.id);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your order ${order.transactionId} is confirmed`]);
  });

  it('is not sent for a cancelled payment', async () => {
    const { user, call, order } = await startedOrder('Carla');
    await call('POST', '/api/user/product/transaction/cancel', { token: order.orderId });
    expect(await mailsTo(user.id)).toHaveLength(0);
  });
});
