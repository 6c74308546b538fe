import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../modules/events/testing/eventFixtures';
import { capture, pressSandboxButton, startPurchase } from '../modules/events/testing/sandboxCheckout';
import { createTestApp, type TestApp } from '../testing/testApp';
import { sandboxApprovalPage } from './sandboxPage';

let t: TestApp;
let buyer: LoggedInUser;
let newEvent: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
  const world = await eventWorld(t);
  buyer = await loggedInUser(t);
  newEvent = () =>
    insertEvent(world.db, { associationId: world.associationId, specialityId: world.specialityId, cost: 10 });
});

afterAll(() => t.close());

const approvalPage = (orderId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/payments/sandbox/approve?order=${encodeURIComponent(orderId)}`, headers });

describe('sandbox approval page', () => {
  it('is Italian by default, English from Accept-Language, and the lang cookie wins over both', async () => {
    const { orderId } = await startPurchase(t, buyer, await newEvent());
    const italian = await approvalPage(orderId);
    expect(italian.body).toContain('<html lang="it">');
    expect(italian.body).toContain('Approva il pagamento');
    const english = await approvalPage(orderId, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Approve payment');
    const cookie = await approvalPage(orderId, { 'accept-language': 'en', cookie: 'theme=dark; lang=it' });
    expect(cookie.body).toContain('Approva il pagamento');
    const cookieEn = await approvalPage(orderId, { cookie: 'lang=en' });
    expect(cookieEn.body).toContain('Approve payment');
  });

  it('is branded like Campo, fits a phone and runs no script under the CSP', async () => {
    const { orderId } = await startPurchase(t, buyer, await newEvent());
    const page = await approvalPage(orderId);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.body).toContain('<title>Pagamento di prova · Campo</title>');
    expect(page.body).toContain('#0b6e4f');
    expect(page.body).toMatch(/max-width:28rem/);
    expect(page.body).not.toMatch(/<script/i);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(page.body).toContain(`<style nonce="${nonce}">`);
  });

  it('after approval, Back shows a friendly page that continues to the app', async () => {
    const { orderId } = await startPurchase(t, buyer, await newEvent());
    const back = await pressSandboxButton(t, 'approve', orderId);
    const page = await approvalPage(orderId, { cookie: 'lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Payment already approved');
    expect(page.body).toContain(`href="${back.toString().replaceAll('&', '&amp;')}"`);
    expect(page.body).not.toContain('APPROVED');
    expect(page.body).not.toContain('<form');
  });

  it('after capture or cancel, Back shows a friendly page with a link back to the app', async () => {
    const paid = await startPurchase(t, buyer, await newEvent());
    const back = await pressSandboxButton(t, 'approve', paid.orderId);
    expect((await capture(t, buyer, back.searchParams.get('token')!)).statusCode).toBe(200);
    const completed = await approvalPage(paid.orderId);
    expect(completed.body).toContain('Pagamento completato');
    expect(completed.body).toContain('href="https://campo.example/events"');
    expect(completed.body).not.toContain('COMPLETED');

    const dropped = await startPurchase(t, buyer, await newEvent());
    await pressSandboxButton(t, 'cancel', dropped.orderId);
    const cancelled = await approvalPage(dropped.orderId, { 'accept-language': 'en' });
    expect(cancelled.body).toContain('Payment cancelled');
    expect(cancelled.body).toContain('Back to Campo');
    expect(cancelled.body).not.toContain('VOIDED');
  });

  it('answers an unknown order 404 with a localised page and the way back', async () => {
    const page = await approvalPage('SBXNOPE', { cookie: 'lang=en' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Payment order not found.');
    expect(page.body).toContain('href="https://campo.example/events"');
  });
});

describe('sandbox page after a completed payment', () => {
  const links = { appUrl: 'https://campo.example/events', continueUrl: 'https://campo.example/paypal/payment/return' };
  const completed = (reference: string) => ({
    id: 'SBX1',
    reference,
    amount: 25.01,
    currency: 'EUR',
    status: 'COMPLETED',
  });

  it('speaks of the order for a product order and of the tickets for a ticket purchase, in both languages', () => {
    const product = completed('CMP-PR-20261123-QWERTY');
    expect(sandboxApprovalPage('en', 'n', product, links)).toContain('your order is in Campo');
    expect(sandboxApprovalPage('en', 'n', product, links)).not.toContain('tickets');
    expect(sandboxApprovalPage('it', 'n', product, links)).toContain('trovi il tuo ordine in Campo');
    expect(sandboxApprovalPage('it', 'n', product, links)).not.toContain('biglietti');

    const tickets = completed('CMP-EV-20261123-ASDFGH');
    expect(sandboxApprovalPage('en', 'n', tickets, links)).toContain('your tickets are in Campo');
    expect(sandboxApprovalPage('it', 'n', tickets, links)).toContain('trovi i tuoi biglietti in Campo');
  });
});
