import { eventWorld, insertEvent, loggedInUser } from '../modules/events/testing/eventFixtures';
import { startPurchase } from '../modules/events/testing/sandboxCheckout';
import { mailbox } from '../modules/account/testing/session';
import { sandboxDb } from '../payments/sandboxTables';
import { multipartPayload } from '../storage/testing/multipartPayload';
import { createDistFixture } from '../testing/distFixture';
import { createTestApp, type TestApp } from '../testing/testApp';

// Links we hand out (share links, Open Graph tags, payment pages) point at the origin the user came from when
// PUBLIC_URL is unset, and at PUBLIC_URL when it is set.

let dist: ReturnType<typeof createDistFixture>;
beforeAll(() => {
  dist = createDistFixture();
});
afterAll(() => dist.remove());

async function withApp(env: Record<string, string>, run: (t: TestApp, eventId: string) => Promise<void>) {
  const t = await createTestApp({ DIST_DIR: dist.dir, ...env });
  try {
    const world = await eventWorld(t);
    const eventId = await insertEvent(world.db, { associationId: world.associationId, specialityId: world.specialityId });
    await run(t, eventId);
  } finally {
    await t.close();
  }
}

async function shareUrl(t: TestApp, eventId: string, headers: Record<string, string>) {
  const response = await t.api({ url: `/api/event/${eventId}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.shareUrl as string;
}

async function ogUrl(t: TestApp, eventId: string, headers: Record<string, string>) {
  const page = await t.app.inject({ url: `/event/detail/public/${eventId}`, headers });
  return /<meta property="og:url" content="([^"]+)">/.exec(page.body)?.[1];
}

describe('PUBLIC_URL unset', () => {
  it.each([['127.0.0.1:3000'], ['campo-pc.local:3000'], ['192.168.1.20:8080']])(
    'derives links from the request host %s',
    async (host) =>
      withApp({}, async (t, eventId) => {
        expect(await shareUrl(t, eventId, { host })).toBe(`http://${host}/event/detail/public/${eventId}`);
        expect(await ogUrl(t, eventId, { host })).toBe(`http://${host}/event/detail/public/${eventId}`);
        const buyer = await loggedInUser(t);
        const started = await t.api({
          method: 'POST',
          url: '/api/user/init/event/transaction',
          headers: { ...buyer.headers, host },
          payload: { eventId, noOfTickets: 1, ticketHolderName: 'Luca Verdi' },
        });
        const { approvalUrl, orderId } = started.json().data;
        expect(approvalUrl).toBe(`http://${host}/payments/sandbox/approve?order=${orderId}`);
        const order = await sandboxDb(t.database.db)
          .selectFrom('sandbox_payment_orders')
          .select(['return_url', 'cancel_url'])
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow();
        expect(order).toEqual({
          return_url: `http://${host}/paypal/payment/return`,
          cancel_url: `http://${host}/paypal/payment/cancel`,
        });
      }),
  );

  it('mails the sign-up link at the request host', async () =>
    withApp({ AUTH_RATE_LIMIT_MAX: '1000' }, async (t) => {
      const email = 'lan.user@example.it';
      const { payload, headers } = multipartPayload({
        firstName: 'Giulia',
        lastName: 'Bianchi',
        mobilePrefix: '0039',
        mobile: '3471234567',
        dob: '1995-06-20',
        email,
        password: 'tennis2026',
        confirmPassword: 'tennis2026',
        address: 'Corso Buenos Aires 10, Milano',
        associations: '[]',
        deviceId: 'browser-1',
      });
      const response = await t.api({
        method: 'POST',
        url: '/api/user/signup',
        payload,
        headers: { ...headers, host: 'campo-pc.local:3000' },
      });
      expect(response.statusCode).toBe(201);
      const [mail] = await mailbox(t, email);
      expect(mail.text).toContain('http://campo-pc.local:3000/user/email/verify?');
    }));

  it('ignores forwarded headers without TRUST_PROXY', async () =>
    withApp({}, async (t, eventId) => {
      const headers = { host: '127.0.0.1:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
      expect(await shareUrl(t, eventId, headers)).toBe(`http://127.0.0.1:3000/event/detail/public/${eventId}`);
    }));

  it('honours X-Forwarded-Proto and X-Forwarded-Host with TRUST_PROXY', async () =>
    withApp({ TRUST_PROXY: 'true' }, async (t, eventId) => {
      const headers = { host: '10.0.0.5:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'campo.example' };
      expect(await shareUrl(t, eventId, headers)).toBe(`https://campo.example/event/detail/public/${eventId}`);
    }));
});

describe('PUBLIC_URL set', () => {
  it('uses it whatever the request host', async () =>
    withApp({ PUBLIC_URL: 'https://campo.example' }, async (t, eventId) => {
      expect(await shareUrl(t, eventId, { host: '127.0.0.1:3000' })).toBe(
        `https://campo.example/event/detail/public/${eventId}`,
      );
      expect(await ogUrl(t, eventId, { host: 'campo-pc.local' })).toBe(
        `https://campo.example/event/detail/public/${eventId}`,
      );
      const started = await startPurchase(t, await loggedInUser(t), eventId);
      expect(started.approvalUrl).toBe(`https://campo.example/payments/sandbox/approve?order=${started.orderId}`);
    }));
});
