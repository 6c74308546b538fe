import type { RequestHandler } from 'msw';
import { checkFileResponse, checkResponse, documentedRoutes } from '../contract/openApiDocument';
import { buildAccountSession } from '../fixtures/accountSessionFixtures';
import { buildAssociationDetail } from '../fixtures/associationFixtures';
import {
  buildCategory,
  buildEventDetail,
  buildListEvent,
  buildPopularVenue,
  buildRecentSearch,
  buildSpeciality,
} from '../fixtures/eventFixtures';
import { buildContactMessage } from '../fixtures/contactFixtures';
import {
  buildMyEventDetail,
  buildMyEventItem,
  buildStartedPurchase,
  buildTicketedEvent,
} from '../fixtures/ticketFixtures';
import { buildContacts, buildGroup } from '../fixtures/groupFixtures';
import { buildGroupThread, buildInboxThread, buildTeam, buildThreadMessages } from '../fixtures/messageFixtures';
import { buildCartLine, buildProduct, buildProductCategory } from '../fixtures/productFixtures';
import { buildAddress, buildEventOrder, buildOrderPreview, buildProductOrder } from '../fixtures/orderFixtures';
import { buildGalleryImage, buildProfile } from '../fixtures/userFixtures';
import { server } from '../server';
import { accountHandlers } from './accountHandlers';
import { authHandlers } from './authHandlers';
import { checkoutHandlers } from './checkoutHandlers';
import { eventsHandlers } from './eventsHandlers';
import { groupsHandlers } from './groupsHandlers';
import { messagesHandlers } from './messagesHandlers';
import { ordersHandlers } from './ordersHandlers';
import { handlers } from './index';
import { productsHandlers } from './productsHandlers';
import { publicHandlers } from './publicHandlers';
import { readStateHandlers } from './readStateHandlers';
import { searchHandlers } from './searchHandlers';
import { buildThreadReads } from '../fixtures/readStateFixtures';
import { buildWaitlistPlace } from '../fixtures/ticketChangeFixtures';
import { ticketChangesHandlers } from './ticketChangesHandlers';
import { ticketsHandlers } from './ticketsHandlers';
import { buildNotification } from '../fixtures/notificationFixtures';
import { notificationsHandlers } from './notificationsHandlers';

// Every route of every handler factory, called once with data, answers what docs/openapi.json says the server
// sends (the same check setupTests.ts runs on every mocked answer of every test).

const association = buildAssociationDetail();
const accountSession = buildAccountSession();
const notification = buildNotification();
const speciality = buildSpeciality();
const detail = buildEventDetail();
const profile = buildProfile({ images: [buildGalleryImage({ eventId: detail._id })] });
const ticketed = buildTicketedEvent();
const purchase = buildStartedPurchase({ eventId: ticketed._id });
const myEvent = buildMyEventItem();
const myEventDetail = buildMyEventDetail({ _id: myEvent._id });

const product = buildProduct();
const cartLine = buildCartLine(product, product.sizeAndColors[0], 1);

const groupContacts = buildContacts(3);
const group = buildGroup();
const address = buildAddress({ isDefault: true });
const productOrder = buildProductOrder({ status: 1, orderId: 'SANDBOX-PRODUCT-1' });
const cancellableOrder = buildProductOrder({ status: 1, orderId: 'SANDBOX-PRODUCT-2' });
const orderAddresses = { billingAddressId: address._id, shippingAddressId: address._id };
const shownQuote = buildOrderPreview([cartLine], address, address);

const eventOrder = buildEventOrder();
const pastProductOrder = buildProductOrder();

const team = buildTeam();
const direct = buildInboxThread();
const groupThread = buildGroupThread();
const directMessages = buildThreadMessages(3, direct._id);
const threadMessages = {
  [team.messageThread]: buildThreadMessages(2, team.messageThread),
  [direct._id]: directMessages,
  [groupThread._id]: [],
};

const testHandlers = () => [
  ...messagesHandlers({
    teams: [team],
    threads: [direct, groupThread],
    messages: threadMessages,
    contacts: groupContacts,
    unread: { [direct._id]: 2 },
  }),
  ...readStateHandlers({
    reads: {
      [groupThread._id]: buildThreadReads({
        threadId: groupThread._id,
        type: 'Group',
        reads: groupContacts.map((contact, index) => ({ userId: contact._id, lastReadPosition: index })),
      }),
    },
    people: groupContacts,
  }),
  ...searchHandlers({ messages: threadMessages }),
  ...ordersHandlers({ orders: [eventOrder, pastProductOrder] }),
  ...groupsHandlers({ contacts: groupContacts, groups: [group] }),
  ...checkoutHandlers({
    addresses: [address],
    cart: [cartLine],
    quotes: [shownQuote],
    orders: [productOrder, cancellableOrder],
  }),
  ...productsHandlers({ products: [product], categories: [buildProductCategory()], cart: [cartLine] }),
  ...publicHandlers,
  ...accountHandlers({
    profile,
    associations: [association],
    sessions: [buildAccountSession({ current: true }), accountSession],
  }),
  ...authHandlers(),
  ...eventsHandlers({
    events: [buildListEvent()],
    details: [detail],
    specialities: [speciality],
    categories: { [speciality._id]: [buildCategory()] },
    venues: { popularVenues: [buildPopularVenue()], recentSearchVenues: [buildRecentSearch()] },
    places: [{ address: 'Milano', lat: 45.46, lng: 9.19 }],
  }),
  ...ticketsHandlers({
    events: [ticketed],
    transactions: [purchase],
    myEvents: [myEvent],
    myEventDetails: [myEventDetail],
  }),
  ...ticketChangesHandlers({
    places: { [ticketed._id]: null, [myEventDetail._id]: buildWaitlistPlace({ eventId: myEventDetail._id }) },
    purchases: { [purchase._id]: { noOfTickets: 2, finalPrice: 26.25 } },
  }),
  ...notificationsHandlers({ notifications: [notification, buildNotification({ kind: 'waitlistOffer', read: true })] }),
];

// setupTests.ts resets the handlers after each test.
beforeEach(() => server.use(...testHandlers()));

const form = (fields: Record<string, string | Blob>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
const picture = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const ticketRequest = { eventId: ticketed._id, noOfTickets: 1, ticketHolderName: 'Giulia Rossi' };

interface Call {
  method: string;
  /** The handler's path as msw knows it. */
  handler: string;
  url: string;
  body?: unknown;
}

const CALLS: Call[] = [
  { method: 'POST', handler: '/api/contact', url: '/api/contact', body: buildContactMessage() },
  { method: 'GET', handler: '/api/user/profile', url: '/api/user/profile' },
  { method: 'PUT', handler: '/api/user/profile', url: '/api/user/profile', body: form({ firstName: 'Giulia' }) },
  {
    method: 'PUT',
    handler: '/api/user/profile/picture',
    url: '/api/user/profile/picture',
    body: form({ picture: picture() }),
  },
  {
    method: 'PUT',
    handler: '/api/user/change/password',
    url: '/api/user/change/password',
    body: { oldPassword: 'vecchia1', newPassword: 'nuova123', confirmPassword: 'nuova123' },
  },
  {
    method: 'PUT',
    handler: '/api/user/gallery/remove/image/:eventId',
    url: `/api/user/gallery/remove/image/${detail._id}`,
    body: { imageId: profile.images[0]._id },
  },
  { method: 'GET', handler: '/api/user/associations', url: '/api/user/associations?name=&offset=0&limit=10' },
  { method: 'GET', handler: '/api/user/association/:id', url: `/api/user/association/${association._id}` },
  {
    method: 'PUT',
    handler: '/api/user/follow/association/:id',
    url: `/api/user/follow/association/${association._id}`,
    body: { isFollower: true },
  },
  {
    method: 'POST',
    handler: '/api/user/login',
    url: '/api/user/login',
    body: { email: 'giulia@example.it', password: 'segreta1' },
  },
  { method: 'POST', handler: '/api/user/logout', url: '/api/user/logout' },
  { method: 'GET', handler: '/api/user/notifications', url: '/api/user/notifications?offset=0&limit=10' },
  {
    method: 'PUT',
    handler: '/api/user/notifications/:id/read',
    url: `/api/user/notifications/${notification._id}/read`,
  },
  { method: 'PUT', handler: '/api/user/language', url: '/api/user/language', body: { language: 'en' } },
  { method: 'GET', handler: '/api/user/sessions', url: '/api/user/sessions' },
  { method: 'DELETE', handler: '/api/user/sessions/:id', url: `/api/user/sessions/${accountSession._id}` },
  { method: 'DELETE', handler: '/api/user/sessions', url: '/api/user/sessions' },
  { method: 'POST', handler: '/api/user/signup', url: '/api/user/signup', body: form({ firstName: 'Giulia' }) },
  {
    method: 'POST',
    handler: '/api/user/association/signup',
    url: '/api/user/association/signup',
    body: form({ name: 'ASD' }),
  },
  { method: 'GET', handler: '/api/user/associations/public', url: '/api/user/associations/public' },
  {
    method: 'GET',
    handler: '/api/user/verify/:id/:email/:token',
    url: `/api/user/verify/${profile._id}/giulia%40example.it/abc`,
  },
  {
    method: 'PUT',
    handler: '/api/user/forgotpassword',
    url: '/api/user/forgotpassword',
    body: { email: 'giulia@example.it' },
  },
  {
    method: 'PUT',
    handler: '/api/user/forgotpassword/verify/code',
    url: '/api/user/forgotpassword/verify/code',
    body: { email: 'giulia@example.it', code: '123456' },
  },
  {
    method: 'PUT',
    handler: '/api/user/reset/password',
    url: '/api/user/reset/password',
    body: { password: 'nuova123', confirmPassword: 'nuova123' },
  },
  { method: 'GET', handler: '/api/user/events', url: '/api/user/events?offset=0&limit=10' },
  { method: 'GET', handler: '/api/user/event/:id', url: `/api/user/event/${detail._id}` },
  { method: 'GET', handler: '/api/event/:id', url: `/api/event/${detail._id}` },
  { method: 'GET', handler: '/api/user/specialities/options', url: '/api/user/specialities/options' },
  {
    method: 'GET',
    handler: '/api/user/specialities/category',
    url: `/api/user/specialities/category?specialityId=${speciality._id}`,
  },
  { method: 'GET', handler: '/api/user/popular/venues', url: '/api/user/popular/venues' },
  { method: 'GET', handler: '/api/user/geocode', url: '/api/user/geocode?address=Milano' },
  {
    method: 'PUT',
    handler: '/api/user/favourite/event/:id',
    url: `/api/user/favourite/event/${detail._id}`,
    body: { isFavourite: true },
  },
  {
    method: 'POST',
    handler: '/api/user/event/:id/image',
    url: `/api/user/event/${detail._id}/image`,
    body: form({ picture: picture() }),
  },
  {
    method: 'POST',
    handler: '/api/user/event/preview/transaction',
    url: '/api/user/event/preview/transaction',
    body: ticketRequest,
  },
  {
    method: 'POST',
    handler: '/api/user/init/event/transaction',
    url: '/api/user/init/event/transaction',
    body: ticketRequest,
  },
  {
    method: 'POST',
    handler: '/api/user/update/transaction',
    url: '/api/user/update/transaction',
    body: { token: purchase.orderId },
  },
  {
    method: 'POST',
    handler: '/api/user/cancel/transaction',
    url: '/api/user/cancel/transaction',
    body: { token: purchase.orderId },
  },
  { method: 'GET', handler: '/api/user/myevents', url: '/api/user/myevents?offset=0&limit=10' },
  { method: 'GET', handler: '/api/user/myevent/:id', url: `/api/user/myevent/${myEvent._id}` },
  {
    method: 'PUT',
    handler: '/api/user/event/presence',
    url: '/api/user/event/presence',
    body: { transactionId: myEvent.transaction._id, isPresence: 1, eventId: myEvent._id },
  },
  { method: 'GET', handler: '/api/user/calendar/feed', url: '/api/user/calendar/feed' },
  {
    method: 'POST',
    handler: '/api/user/event/transaction/:id/cancel',
    url: `/api/user/event/transaction/${purchase._id}/cancel`,
    body: { noOfTickets: 1 },
  },
  { method: 'GET', handler: '/api/user/event/:id/waitlist', url: `/api/user/event/${ticketed._id}/waitlist` },
  {
    method: 'POST',
    handler: '/api/user/event/:id/waitlist',
    url: `/api/user/event/${ticketed._id}/waitlist`,
    body: { noOfTickets: 2 },
  },
  {
    method: 'DELETE',
    handler: '/api/user/event/:id/waitlist',
    url: `/api/user/event/${myEventDetail._id}/waitlist`,
  },
  { method: 'POST', handler: '/api/user/calendar/feed/regenerate', url: '/api/user/calendar/feed/regenerate' },
  { method: 'GET', handler: '/api/user/products', url: '/api/user/products?offset=0&limit=3' },
  { method: 'GET', handler: '/api/user/categories', url: '/api/user/categories?name=ma' },
  { method: 'GET', handler: '/api/user/product/:id', url: `/api/user/product/${product._id}` },
  { method: 'GET', handler: '/api/user/carts', url: '/api/user/carts' },
  {
    method: 'POST',
    handler: '/api/user/cart',
    url: '/api/user/cart',
    body: { productId: product._id, variantId: product.sizeAndColors[1]._id, qty: 1 },
  },
  { method: 'PUT', handler: '/api/user/cart/:id', url: `/api/user/cart/${cartLine._id}`, body: { qty: 2 } },
  { method: 'DELETE', handler: '/api/user/cart/:id', url: `/api/user/cart/${cartLine._id}` },
  {
    method: 'GET',
    handler: '/api/user/message/contact/list',
    url: '/api/user/message/contact/list?name=&page=1&limit=10',
  },
  { method: 'GET', handler: '/api/user/group/:id', url: `/api/user/group/${group._id}` },
  {
    method: 'GET',
    handler: '/api/user/group/member/list/:id',
    url: `/api/user/group/member/list/${group._id}?name=&offset=0&limit=100`,
  },
  {
    method: 'POST',
    handler: '/api/user/group',
    url: '/api/user/group',
    body: form({ name: 'Padel del sabato', members: JSON.stringify([groupContacts[0]._id]), logo: picture() }),
  },
  {
    method: 'PUT',
    handler: '/api/user/group/:id',
    url: `/api/user/group/${group._id}`,
    body: form({ name: 'Corsa del giovedì' }),
  },
  {
    method: 'DELETE',
    handler: '/api/user/message/delete/group/member/:groupId/:memberId',
    url: `/api/user/message/delete/group/member/${group._id}/${group.members[0]._id}`,
  },
  { method: 'DELETE', handler: '/api/user/group/:id', url: `/api/user/group/${group._id}` },
  { method: 'GET', handler: '/api/user/teams', url: '/api/user/teams?offset=0&limit=2' },
  {
    method: 'GET',
    handler: '/api/user/team/message/conversation/:teamId',
    url: `/api/user/team/message/conversation/${team._id}?limit=15`,
  },
  {
    method: 'POST',
    handler: '/api/user/team/message/send',
    url: '/api/user/team/message/send',
    body: form({ teamId: team._id, text: 'Ciao' }),
  },
  { method: 'GET', handler: '/api/user/message/inbox', url: '/api/user/message/inbox?offset=0&limit=3' },
  { method: 'GET', handler: '/api/user/message/unread', url: '/api/user/message/unread' },
  {
    method: 'PUT',
    handler: '/api/user/message/thread/:threadId/read',
    url: `/api/user/message/thread/${direct._id}/read`,
  },
  {
    method: 'GET',
    handler: '/api/user/message/conversation/:threadId',
    url: `/api/user/message/conversation/${direct._id}?limit=15&before=${directMessages[2]._id}`,
  },
  {
    method: 'PATCH',
    handler: '/api/user/messages/:messageId',
    url: `/api/user/messages/${directMessages[0]._id}`,
    body: { text: 'Ci vediamo alle 19' },
  },
  {
    method: 'PUT',
    handler: '/api/user/messages/:messageId/reaction',
    url: `/api/user/messages/${directMessages[0]._id}/reaction`,
    body: { emoji: '👍', reacted: true },
  },
  {
    method: 'GET',
    handler: '/api/user/message/thread/:threadId/changes',
    url: `/api/user/message/thread/${direct._id}/changes?fromPosition=1`,
  },
  { method: 'DELETE', handler: '/api/user/messages/:messageId', url: `/api/user/messages/${directMessages[1]._id}` },
  {
    method: 'GET',
    handler: '/api/user/message/thread/:threadId/reads',
    url: `/api/user/message/thread/${groupThread._id}/reads`,
  },
  {
    method: 'GET',
    handler: '/api/user/message/thread/:threadId/search',
    url: `/api/user/message/thread/${direct._id}/search?q=${encodeURIComponent(directMessages[0].text ?? '')}&offset=0&limit=20`,
  },
  {
    method: 'GET',
    handler: '/api/user/message/thread/:threadId/readers',
    url: `/api/user/message/thread/${groupThread._id}/readers?position=1`,
  },
  {
    method: 'GET',
    handler: '/api/user/friend/message/conversation/:contactId',
    url: `/api/user/friend/message/conversation/${groupContacts[1]._id}?limit=15`,
  },
  {
    method: 'POST',
    handler: '/api/user/send/message/in/single',
    url: '/api/user/send/message/in/single',
    body: form({ reciever: groupContacts[1]._id, text: 'Prima volta', picture: picture() }),
  },
  {
    method: 'POST',
    handler: '/api/user/send/message/in/group',
    url: '/api/user/send/message/in/group',
    body: form({ messageThreadId: groupThread._id, groupId: groupThread._id, picture: picture() }),
  },
  { method: 'GET', handler: '/api/user/addresses', url: '/api/user/addresses' },
  {
    method: 'POST',
    handler: '/api/user/addresses',
    url: '/api/user/addresses',
    body: {
      firstName: 'Giulia',
      lastName: 'Rossi',
      address: 'Via Po 2',
      city: 'Torino',
      province: 'TO',
      zipcode: '10123',
      country: 'Italia',
    },
  },
  {
    method: 'PUT',
    handler: '/api/user/address/:id',
    url: `/api/user/address/${address._id}`,
    body: {
      firstName: 'Mario',
      lastName: 'Rossi',
      address: 'Via Roma 2',
      city: 'Milano',
      province: 'MI',
      zipcode: '20121',
      country: 'Italia',
      isDefault: true,
    },
  },
  {
    method: 'PUT',
    handler: '/api/user/address/:id/default',
    url: `/api/user/address/${address._id}/default`,
    body: { role: 'shipping' },
  },
  { method: 'DELETE', handler: '/api/user/address/:id', url: `/api/user/address/${address._id}` },
  {
    method: 'POST',
    handler: '/api/user/product/order/preview',
    url: '/api/user/product/order/preview',
    body: orderAddresses,
  },
  {
    method: 'POST',
    handler: '/api/user/product/transaction/init',
    url: '/api/user/product/transaction/init',
    body: { ...orderAddresses, quoteId: shownQuote.quoteId },
  },
  {
    method: 'POST',
    handler: '/api/user/product/transaction/update',
    url: '/api/user/product/transaction/update',
    body: { token: productOrder.orderId, PayerID: 'PAYER1' },
  },
  {
    method: 'POST',
    handler: '/api/user/product/transaction/cancel',
    url: '/api/user/product/transaction/cancel',
    body: { token: cancellableOrder.orderId },
  },
  { method: 'GET', handler: '/api/user/myorders', url: '/api/user/myorders?productType=Product&offset=0&limit=2' },
  { method: 'GET', handler: '/api/user/my/order/:id', url: `/api/user/my/order/${eventOrder._id}` },
  {
    method: 'GET',
    handler: '/api/user/my/order/:id/receipt',
    url: `/api/user/my/order/${pastProductOrder._id}/receipt`,
  },
  {
    method: 'GET',
    handler: '/api/user/my/order/:id/receipt.pdf',
    url: `/api/user/my/order/${pastProductOrder._id}/receipt.pdf`,
  },
  {
    method: 'POST',
    handler: '/api/user/my/order/:id/reorder',
    url: `/api/user/my/order/${pastProductOrder._id}/reorder`,
  },
];

async function call({ method, url, body }: Call): Promise<Response> {
  const json = body !== undefined && !(body instanceof FormData);
  return fetch(`http://localhost${url}`, {
    method,
    headers: { authorization: 'Bearer test', ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
}

const handlerKey = (handler: RequestHandler) => {
  const { method, path } = handler.info as unknown as { method: string; path: string };
  return `${method} ${String(path).replace(/^\*/, '')}`;
};

describe('msw handlers against docs/openapi.json', () => {
  it('calls every route of every default handler', () => {
    const called = CALLS.map((entry) => `${entry.method} ${entry.handler}`).sort();
    expect(called).toEqual(handlers.map(handlerKey).sort());
  });

  it('mocks only routes the document lists', () => {
    const documented = new Set(documentedRoutes().map(([method, path]) => `${method.toUpperCase()} ${path}`));
    const mocked = CALLS.map((entry) => `${entry.method} ${entry.handler.replace(/:(\w+)/g, '{$1}')}`);
    expect(mocked.filter((route) => !documented.has(route))).toEqual([]);
  });

  it.each(CALLS.map((entry) => [`${entry.method} ${entry.handler}`, entry] as const))(
    '%s answers a success the server could send',
    async (_name, entry) => {
      const response = await call(entry);
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      const pathname = new URL(`http://localhost${entry.url}`).pathname;
      const mediaType = response.headers.get('content-type') ?? '';
      if (mediaType === 'application/pdf') {
        expect(checkFileResponse(entry.method, pathname, response.status, mediaType)).toEqual({ ok: true });
        return;
      }
      const text = await response.text();
      expect(checkResponse(entry.method, pathname, response.status, text ? JSON.parse(text) : undefined)).toEqual({
        ok: true,
      });
    },
  );
});

describe('refusals the handlers send, against docs/openapi.json', () => {
  it('a ticket price changed after the preview answers a TicketRefused 409 with the new quote', async () => {
    server.use(...ticketsHandlers({ events: [ticketed], costAtStart: { [ticketed._id]: ticketed.cost + 2 } }));
    const response = await call({
      method: 'POST',
      handler: '/api/user/init/event/transaction',
      url: '/api/user/init/event/transaction',
      body: { ...ticketRequest, expectedFinalPrice: 1 },
    });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body).toMatchObject({ reason: 'pricesChanged', quote: { cost: ticketed.cost + 2 } });
    expect(checkResponse('POST', '/api/user/init/event/transaction', 409, body)).toEqual({ ok: true });
  });
  it('a refund whose provider answer was lost answers 202 with the refund pending', async () => {
    server.use(
      ...ticketChangesHandlers({
        purchases: { [purchase._id]: { noOfTickets: 2, finalPrice: 26.25 } },
        refundAnswerLost: true,
      }),
    );
    const response = await call({
      method: 'POST',
      handler: '/api/user/event/transaction/:id/cancel',
      url: `/api/user/event/transaction/${purchase._id}/cancel`,
      body: { noOfTickets: 1 },
    });
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body.data).toMatchObject({ status: 'pending', noOfTickets: 1 });
    expect(checkResponse('POST', '/api/user/event/transaction/{id}/cancel', 202, body)).toEqual({ ok: true });
  });
});
