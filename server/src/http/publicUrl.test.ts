import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../modules/events/testing/eventFixtures';
import { mailbox } from '../modules/account/testing/session';
import { ADDRESS, callAs, shopWorld } from '../modules/products/testing/shopFixtures';
import { sandboxDb } from '../payments/sandboxTables';
import { multipartPayload } from '../storage/testing/multipartPayload';
import { createDistFixture } from '../testing/distFixture';
import { createTestApp, type TestApp } from '../testing/testApp';
import { PAGE_DATA_ELEMENT_ID } from './pageData';
import { jobPublicUrl } from './publicUrl';

// Every link the server writes (share links in API answers and in the page data embedded in index.html, Open Graph
// tags, mails, payment approval and return pages) points at the origin the user came from when PUBLIC_URL is unset,
// and at PUBLIC_URL when it is set.

let dist: ReturnType<typeof createDistFixture>;
beforeAll(() => {
  dist = createDistFixture();
});
afterAll(() => dist.remove());

interface World {
  t: TestApp;
  eventId: string;
  member: LoggedInUser;
  /** A member with one address and a product in the cart. */
  shopper: { user: LoggedInUser; addressId: string };
}

async function withApp(env: Record<string, string>, run: (world: World) => Promise<void>) {
  const t = await createTestApp({ DIST_DIR: dist.dir, AUTH_RATE_LIMIT_MAX: '1000', ...env });
  try {
    const events = await eventWorld(t);
    const eventId = await insertEvent(events.db, { ...events, picture: '/uploads/seed/events/calcio-0.png' });
    const shop = await shopWorld(t);
    const product = await shop.product([{ price: 15, stock: 50 }]);
    const user = await loggedInUser(t, 'Giulia');
    const call = callAs(t, user);
    const addressId = (await call('POST', '/api/user/addresses', ADDRESS)).json().data._id as string;
    await call('POST', '/api/user/cart', { productId: product.id, variantId: product.variantIds[0], qty: 1 });
    await run({ t, eventId, member: await loggedInUser(t, 'Luca'), shopper: { user, addressId } });
  } finally {
    await t.close();
  }
}

const cookieOf = (user: LoggedInUser) =>
  `Campo-Web-Token=${encodeURIComponent(user.headers.authorization.replace(/^Bearer /, ''))}; loggedin=true`;

/** The shareUrl of the event answer a page carries in its embedded page data. */
function embeddedShareUrl(html: string, apiPath: string): string | undefined {
  const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  const entries = block ? (JSON.parse(block[1]) as { path: string; body: { data: { shareUrl: string } } }[]) : [];
  return entries.find((entry) => entry.path === apiPath)?.body.data.shareUrl;
}

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]+)">`).exec(html)?.[1];

async function sandboxUrls(t: TestApp, orderId: string) {
  return sandboxDb(t.database.db)
    .selectFrom('sandbox_payment_orders')
    .select(['return_url', 'cancel_url'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

async function verificationMailLink(t: TestApp, headers: Record<string, string>): Promise<string | undefined> {
  const email = `giulia.${Date.now()}${Math.random().toString(16).slice(2, 6)}@example.it`;
  const form = multipartPayload({
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
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  expect(response.statusCode).toBe(201);
  const [mail] = await mailbox(t, email);
  return /(https?:\/\/\S+\/user\/email\/verify)\?/.exec(mail.text)?.[1];
}

/** Every link the server writes for a request with these headers, named by where it appears. */
async function linksFor({ t, eventId, member, shopper }: World, headers: Record<string, string>) {
  const publicPage = await t.app.inject({
    url: `/event/detail/public/${eventId}`,
    headers: { accept: 'text/html', ...headers },
  });
  const memberPage = await t.app.inject({
    url: `/event/detail/${eventId}`,
    headers: { accept: 'text/html', cookie: cookieOf(member), ...headers },
  });
  const apiAnswer = await t.api({ url: `/api/event/${eventId}`, headers });
  const memberAnswer = await t.api({ url: `/api/user/event/${eventId}`, headers: { ...member.headers, ...headers } });
  const ticket = await t.api({
    method: 'POST',
    url: '/api/user/init/event/transaction',
    headers: { ...member.headers, ...headers },
    payload: { eventId, noOfTickets: 1, ticketHolderName: 'Luca Verdi' },
  });
  const addresses = { billingAddressId: shopper.addressId, shippingAddressId: shopper.addressId };
  const preview = await t.api({
    method: 'POST',
    url: '/api/user/product/order/preview',
    headers: { ...shopper.user.headers, ...headers },
    payload: addresses,
  });
  const order = await t.api({
    method: 'POST',
    url: '/api/user/product/transaction/init',
    headers: { ...shopper.user.headers, ...headers },
    payload: { ...addresses, quoteId: preview.json().data.quoteId },
  });
  expect([publicPage.statusCode, memberPage.statusCode, apiAnswer.statusCode, memberAnswer.statusCode]).toEqual([
    200, 200, 200, 200,
  ]);
  expect([ticket.statusCode, order.statusCode]).toEqual([201, 201]);
  const ticketOrder = ticket.json().data.orderId as string;
  const productOrder = order.json().data.orderId as string;
  return {
    ids: { ticketOrder, productOrder },
    links: {
      publicPageData: embeddedShareUrl(publicPage.body, `/event/${eventId}`),
      memberPageData: embeddedShareUrl(memberPage.body, `/user/event/${eventId}`),
      apiShareUrl: apiAnswer.json().data.shareUrl,
      memberApiShareUrl: memberAnswer.json().data.shareUrl,
      ogUrl: metaContent(publicPage.body, 'og:url'),
      ogImage: metaContent(publicPage.body, 'og:image'),
      verificationMail: await verificationMailLink(t, headers),
      ticketApproval: ticket.json().data.approvalUrl,
      ticketReturn: await sandboxUrls(t, ticketOrder),
      orderApproval: order.json().data.approvalUrl,
      orderReturn: await sandboxUrls(t, productOrder),
    },
  };
}

function expectedLinks(origin: string, eventId: string, ids: { ticketOrder: string; productOrder: string }) {
  const share = `${origin}/event/detail/public/${eventId}`;
  return {
    publicPageData: share,
    memberPageData: share,
    apiShareUrl: share,
    memberApiShareUrl: share,
    ogUrl: share,
    ogImage: `${origin}/uploads/seed/events/calcio-0.png`,
    verificationMail: `${origin}/user/email/verify`,
    ticketApproval: `${origin}/payments/sandbox/approve?order=${ids.ticketOrder}`,
    ticketReturn: { return_url: `${origin}/paypal/payment/return`, cancel_url: `${origin}/paypal/payment/cancel` },
    orderApproval: `${origin}/payments/sandbox/approve?order=${ids.productOrder}`,
    orderReturn: {
      return_url: `${origin}/paypal/payment/return?kind=product`,
      cancel_url: `${origin}/paypal/payment/cancel?kind=product`,
    },
  };
}

describe('PUBLIC_URL unset', () => {
  it.each([['campo.example.org'], ['127.0.0.1:3000'], ['192.168.1.20:8080']])(
    'every link points at the request host %s, the page data embedded in index.html too',
    async (host) =>
      withApp({}, async (world) => {
        const { ids, links } = await linksFor(world, { host });
        expect(links).toEqual(expectedLinks(`http://${host}`, world.eventId, ids));
      }),
  );

  it('ignores forwarded headers without TRUST_PROXY, and a forged in-process origin always', async () =>
    withApp({}, async (world) => {
      const headers = {
        host: 'campo.example.org',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        'x-campo-in-process-origin': '0123456789abcdef https://evil.example',
      };
      const { ids, links } = await linksFor(world, headers);
      expect(links).toEqual(expectedLinks('http://campo.example.org', world.eventId, ids));
    }));

  it("a background job's links (a mail sent by the payments reconciler) point at this server, never a bare path", async () =>
    withApp({}, async ({ t }) => {
      expect(jobPublicUrl(t.app)).toBe(`http://localhost:${t.app.config.port}`);
    }));

  it('honours X-Forwarded-Proto and X-Forwarded-Host with TRUST_PROXY, in the embedded page data too', async () =>
    withApp({ TRUST_PROXY: 'true' }, async (world) => {
      const headers = { host: '10.0.0.5:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'campo.example.org' };
      const { ids, links } = await linksFor(world, headers);
      expect(links).toEqual(expectedLinks('https://campo.example.org', world.eventId, ids));
    }));
});

describe('PUBLIC_URL set', () => {
  it('every link uses it, whatever the request host', async () =>
    withApp({ PUBLIC_URL: 'https://campo.example' }, async (world) => {
      const { ids, links } = await linksFor(world, { host: 'campo.example.org' });
      expect(links).toEqual(expectedLinks('https://campo.example', world.eventId, ids));
      expect(jobPublicUrl(world.t.app)).toBe('https://campo.example');
    }));
});
