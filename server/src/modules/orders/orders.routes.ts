import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { createPaymentProvider } from '../../payments/createPaymentProvider';
import type { PaymentProvider } from '../../payments/paymentProvider';
import type { ServiceFeeRule } from '../../payments/serviceFee';
import { envelope, errors } from '../../contract/common';
import { IdParams } from '../events/events.schemas';
import { CancelBody, CaptureBody } from '../events/tickets/tickets.schemas';
import { publishCartChanged } from '../products/cartLive';
import { shopTexts } from '../products/shop.texts';
import { checkOrderFilters, getMyOrder, listMyOrders } from './myOrders';
import { createOrderCache } from './orderCache';
import type { Order } from './orderRecord';
import { speedUpOn } from '../../speedUps';
import { sendKeptData, sendKeptObject, serialisationSchema } from '../../http/serialisedJson';
import { cancelProductOrder, captureProductOrder } from './orderCapture';
import { startProductOrder, type OrderDeps } from './orderPurchase';
import { scheduleOrderReconciler } from './orderReconciler';
import { issueQuote, QuoteNoLongerHolds } from './orderQuotes';
import { orderTrustTexts } from './orderTrust.texts';
import { OrderRefusedSchema, StartOrderBody } from './orderTrust.schemas';
import { errorBody } from '../../http/errorBody';
import {
  MyOrdersQuery,
  ORDER_PAGE,
  OrderPreviewSchema,
  OrderRequestBody,
  OrderSchema,
  ReorderSchema,
  StartedOrderSchema,
} from './orders.schemas';
import { reorder } from './reorder';
import type { FastifyRequest } from 'fastify';
import { jobPublicUrl, publicUrlOf } from '../../http/publicUrl';
import { memberLanguage } from '../../mail/recipientLanguage';
import { myReceipt } from './receipt/orderReceipt';
import { receiptPdf } from './receipt/receiptPdf';
import { ReceiptPdfResponses, ReceiptSchema } from './receipt/receipt.schemas';

export interface OrdersRoutesOptions {
  /** Defaults from config: PAYMENT_PROVIDER. */
  payments?: PaymentProvider;
  /** Defaults from config: SERVICE_FEE_PERCENT / SERVICE_FEE_FIXED (the tickets' rule). */
  serviceFee?: ServiceFeeRule;
  now?: () => Date;
  /** Defaults from config: STOCK_HOLD. */
  stockHoldMs?: number;
}

const TAGS = ['orders'];
const ORDER_LIST_SCHEMA = serialisationSchema(Type.Array(OrderSchema));
const ORDER_SCHEMA = serialisationSchema(OrderSchema);
/** An envelope `{ message, data }` whose data stands empty (`null`), for an order serialised apart and spliced in. */

/** SPEC section 7 "Products and orders": order preview, payment, capture and cancel; my orders; buy again. */
export const ordersRoutes: FastifyPluginAsyncTypebox<OrdersRoutesOptions> = async (app, options) => {
  const deps: Omit<OrderDeps, 'publicUrl'> = {
    db: app.db,
    stockHoldMs: options.stockHoldMs ?? app.config.stockHoldMs,
    payments: options.payments ?? createPaymentProvider(app.config, app.db),
    serviceFee: options.serviceFee ?? app.config.serviceFee,
    log: app.log,
    now: options.now ?? (() => new Date()),
    mailer: app.mailer,
  };
  const db = deps.db;
  // Each member's My orders pages and product orders as serialised bytes, checked against their order version.
  const orderCache = speedUpOn('orderCache') ? createOrderCache() : null;
  // Payments nobody came back from: captured when approved, else expired and their stock given back.
  scheduleOrderReconciler(app, { ...deps, publicUrl: jobPublicUrl(app) }, deps.now);
  // The payer comes back to the origin they started from (PUBLIC_URL when set).
  const depsFor = (request: FastifyRequest): OrderDeps => ({ ...deps, publicUrl: publicUrlOf(request) });
  const auth = { preHandler: app.authenticate };
  const schema = <T extends object>(operationId: string, summary: string, parts: T) => ({
    tags: TAGS,
    security: BEARER_SECURITY,
    operationId,
    summary,
    ...parts,
  });

  app.post(
    '/user/product/order/preview',
    {
      ...auth,
      schema: schema(
        'previewProductOrder',
        'Price of the cart before paying, from the database: lines, service fee, final price',
        {
          body: OrderRequestBody,
          response: { 200: envelope(OrderPreviewSchema), ...errors(400, 401, 404, 409) },
        },
      ),
    },
    async (request) => ({
      message: shopTexts.text(request.language, 'previewReady'),
      data: await issueQuote(db, currentUser(request).id, request.body, deps.serviceFee, deps.now()),
    }),
  );

  app.post(
    '/user/product/transaction/init',
    {
      ...auth,
      schema: schema(
        'startProductTransaction',
        'Start paying for the quoted cart: an Initiated order for the quoted total and the payment approval URL',
        {
          description:
            'Charges exactly the total of the preview named by quoteId. When a price, a quantity or the addresses changed since, or the quote expired, nothing starts: 409 with reason and the new quote to show and confirm.',
          body: StartOrderBody,
          response: { 201: envelope(StartedOrderSchema), ...errors(400, 401, 404, 502), 409: OrderRefusedSchema },
        },
      ),
    },
    async (request, reply) => {
      let started;
      try {
        started = await startProductOrder(depsFor(request), currentUser(request).id, request.body);
      } catch (error) {
        if (!(error instanceof QuoteNoLongerHolds)) throw error;
        const message = orderTrustTexts.text(request.language, error.reason);
        return reply.status(409).send({ ...errorBody(409, message), reason: error.reason, quote: error.quote });
      }
      const message = shopTexts.text(request.language, started.approvalUrl ? 'paymentStarted' : 'orderPlaced');
      return reply.status(201).send({ message, data: started });
    },
  );

  app.post(
    '/user/product/transaction/update',
    {
      ...auth,
      schema: schema(
        'captureProductTransaction',
        'Capture the approved payment (token = provider order id): stock taken, cart emptied; idempotent',
        {
          body: CaptureBody,
          response: { 200: envelope(OrderSchema), ...errors(400, 401, 402, 403, 404, 409, 502) },
        },
      ),
    },
    async (request) => {
      const outcome = await captureProductOrder(depsFor(request), currentUser(request).id, request.body.token);
      return { message: shopTexts.text(request.language, 'orderPlaced'), data: outcome.order };
    },
  );

  app.post(
    '/user/product/transaction/cancel',
    {
      ...auth,
      schema: schema(
        'cancelProductTransaction',
        'The payer cancelled at the provider: the order is Failed / Cancelled (3), the cart kept',
        {
          body: CancelBody,
          response: { 200: envelope(OrderSchema), ...errors(400, 401, 403, 404, 409) },
        },
      ),
    },
    async (request) => ({
      message: shopTexts.text(request.language, 'paymentCancelled'),
      data: await cancelProductOrder(depsFor(request), currentUser(request).id, request.body.token),
    }),
  );

  app.get(
    '/user/myorders',
    {
      ...auth,
      schema: schema('listMyOrders', "The user's event (ticket) or product orders, newest first", {
        description:
          'Search (`q`), placed orders apart from never-paid attempts (`view`), delivery status (`status`, placed product orders) and a date range (`from`, `to`, inclusive) narrow the list; `total` counts what matches. 400 for a bad value, `from` after `to`, or `status` with Event or `view=attempts`.',
        querystring: MyOrdersQuery,
        response: { 200: envelope(Type.Array(OrderSchema), true), ...errors(400, 401) },
      }),
    },
    async (request, reply) => {
      const { productType, offset, limit, ...filters } = request.query;
      checkOrderFilters(productType, filters);
      const userId = currentUser(request).id;
      const message = shopTexts.text(request.language, 'ok');
      const list = () => listMyOrders(db, userId, productType, offset ?? 0, limit ?? ORDER_PAGE.defaultLimit, filters);
      // Ticket orders show their event's current name and picture: only product orders are kept (orderCache.ts).
      if (!orderCache || productType !== 'Product') {
        const page = await list();
        return { message, data: page.items, total: page.total };
      }
      const { q, view, status, from, to } = filters;
      const key = JSON.stringify(['list', offset ?? 0, limit ?? ORDER_PAGE.defaultLimit, view, status, from, to, q]);
      const page = (await orderCache.read(db, userId, key, async () => {
        const loaded = await list();
        // The route's own serialiser of its data array, so the bytes equal an uncached answer's.
        const serialise = reply.compileSerializationSchema(ORDER_LIST_SCHEMA) as unknown as (items: Order[]) => string;
        return { data: Buffer.from(serialise(loaded.items)), total: loaded.total };
      }))!;
      const envelopeJson = reply.serialize({ message, data: [], total: page.total }) as string;
      return sendKeptData(reply, envelopeJson, '[]', page.data);
    },
  );

  app.get(
    '/user/my/order/:id',
    {
      ...auth,
      schema: schema('getMyOrder', 'One of your orders (product order or ticket purchase) with every field', {
        params: IdParams,
        response: { 200: envelope(OrderSchema), ...errors(400, 401, 404) },
      }),
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const message = shopTexts.text(request.language, 'ok');
      if (!orderCache) return { message, data: await getMyOrder(db, userId, request.params.id) };
      let ticketOrder: Order | undefined;
      const cached = await orderCache.read(db, userId, JSON.stringify(['order', request.params.id]), async () => {
        const order = await getMyOrder(db, userId, request.params.id);
        // A ticket order shows its event's current name and picture, which the member's order version does not follow.
        if (order.productType !== 'Product') {
          ticketOrder = order;
          return null;
        }
        const serialise = reply.compileSerializationSchema(ORDER_SCHEMA) as unknown as (value: Order) => string;
        return { data: Buffer.from(serialise(order)) };
      });
      if (!cached) return { message, data: ticketOrder! };
      return sendKeptObject(reply, message, cached.data);
    },
  );

  app.get(
    '/user/my/order/:id/receipt',
    {
      ...auth,
      schema: schema(
        'getMyOrderReceipt',
        'The receipt of one of your placed (paid) orders: lines, VAT split, addresses',
        {
          description:
            'Every price includes 22 % VAT; `net` and `vat` split the total. 404 for an unknown order or someone else’s, 409 for an order that was never paid (Initiated, Failed or Cancelled).',
          params: IdParams,
          response: { 200: envelope(ReceiptSchema), ...errors(400, 401, 404, 409) },
        },
      ),
    },
    async (request) => ({
      message: shopTexts.text(request.language, 'ok'),
      data: await myReceipt(db, currentUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/user/my/order/:id/receipt.pdf',
    {
      ...auth,
      schema: schema('getMyOrderReceiptPdf', 'The receipt of one of your placed orders as a PDF download', {
        description:
          'The same receipt as `GET /user/my/order/{id}/receipt`, as an attachment (`receipt-<order number>.pdf`), in the member’s account language (else the request’s). Same 404 and 409.',
        params: IdParams,
        response: { ...ReceiptPdfResponses, ...errors(400, 401, 404, 409) },
      }),
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const receipt = await myReceipt(db, userId, request.params.id);
      const language = await memberLanguage(db, { userId }, request.language);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="receipt-${receipt.orderNumber}.pdf"`)
        .send(receiptPdf(receipt, language));
    },
  );

  app.post(
    '/user/my/order/:id/reorder',
    {
      ...auth,
      schema: schema('reorderProductOrder', "Buy again: put a product order's still-available lines back in the cart", {
        params: IdParams,
        response: { 200: envelope(ReorderSchema), ...errors(400, 401, 404, 409) },
      }),
    },
    async (request) => {
      const result = await reorder(db, currentUser(request).id, request.params.id);
      if (result.added.length > 0) await publishCartChanged(app.realtime, currentUser(request).id);
      const message = shopTexts.text(request.language, 'reorderDone', {
        added: result.added.length,
        skipped: result.skipped.length,
      });
      return { message, data: result };
    },
  );
};
