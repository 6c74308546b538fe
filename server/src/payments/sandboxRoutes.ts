import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { nowIso, toIso, toMoney } from '../db/mapping';
import { languageCookie } from '../http/pageSession';
import { publicUrlOf } from '../http/publicUrl';
import { ErrorBodySchema } from '../http/errorBody';
import { cspNonce } from '../http/security';
import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '../i18n/language';
import { SANDBOX_COUNTDOWN_PATH, SANDBOX_COUNTDOWN_SCRIPT, sandboxApprovalPage } from './sandboxPage';
import { SANDBOX_APPROVE_PATH, SANDBOX_CANCEL_PATH } from './sandboxProvider';
import { sandboxDb } from './sandboxTables';

const OrderQuery = Type.Object({ order: Type.String({ minLength: 1, maxLength: 64 }) });
const OrderForm = Type.Object({ order: Type.String({ minLength: 1, maxLength: 64 }) });

const html = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });
/** What the page and the form posts answer: a missing or malformed `order` is the validation's 400. */
const UNKNOWN_ORDER = { 400: ErrorBodySchema, 404: html('No such sandbox order: the page says so') };
const REDIRECT = { 303: Type.Null({ description: "Back to the shop's return or cancel URL" }) };

/** A stable fake payer id per order, like the PayerID PayPal appends to the return URL. */
function payerIdFor(orderId: string): string {
  return `SBXPAYER${createHash('sha256').update(orderId).digest('hex').slice(0, 8).toUpperCase()}`;
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/** The page's language: the SPA's `lang` cookie, then Accept-Language, Italian by default. */
function pageLanguage(request: FastifyRequest): Language {
  return (
    languageCookie(request) ??
    (request.headers['accept-language'] ? pickLanguage(request.headers['accept-language']) : DEFAULT_LANGUAGE)
  );
}

type FoundOrder = { id: string; return_url: string } | undefined;

/** The app (the origin the payer returns to) and, for an approved order, its return page. */
function linksFor(request: FastifyRequest, order: FoundOrder) {
  const appUrl = `${order ? new URL(order.return_url).origin : publicUrlOf(request)}/events`;
  const continueUrl = order ? withQuery(order.return_url, { token: order.id, PayerID: payerIdFor(order.id) }) : appUrl;
  return { appUrl, continueUrl };
}

/**
 * The sandbox provider's approval page and its two buttons, outside /api (a browser page, no client key).
 * Approve and Cancel redirect to the order's return / cancel URL exactly as PayPal does.
 */
export const sandboxPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const orders = sandboxDb(app.db);
  // The buttons post plain HTML forms; this parser is scoped to these routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const findOrder = (id: string) =>
    orders
      .selectFrom('sandbox_payment_orders')
      .select(['id', 'reference', 'amount', 'currency', 'status', 'return_url', 'cancel_url', 'hold_expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();

  app.get(
    SANDBOX_COUNTDOWN_PATH,
    {
      schema: {
        tags: ['payments'],
        operationId: 'getSandboxCountdownScript',
        summary: "The approval page's hold countdown (JavaScript)",
        response: { 200: { description: 'The script', content: { 'text/javascript': { schema: Type.String() } } } },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SANDBOX_COUNTDOWN_SCRIPT),
  );

  app.get(
    SANDBOX_APPROVE_PATH,
    {
      schema: {
        tags: ['payments'],
        operationId: 'showSandboxApproval',
        summary: 'Sandbox payment approval page (HTML)',
        querystring: OrderQuery,
        response: { 200: html('The approval page'), ...UNKNOWN_ORDER },
      },
    },
    async (request, reply) => {
      const order = await findOrder(request.query.order);
      const html = sandboxApprovalPage(
        pageLanguage(request),
        cspNonce(reply),
        order && { ...order, amount: toMoney(order.amount), holdExpiresAt: toIso(order.hold_expires_at) },
        linksFor(request, order),
      );
      return reply
        .status(order ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    },
  );

  app.post(
    SANDBOX_APPROVE_PATH,
    {
      schema: {
        tags: ['payments'],
        operationId: 'approveSandboxPayment',
        summary: 'Sandbox: approve the order, redirect to the return URL',
        consumes: ['application/x-www-form-urlencoded'],
        body: OrderForm,
        response: { ...REDIRECT, ...UNKNOWN_ORDER },
      },
    },
    async (request, reply) => {
      const order = await findOrder(request.body.order);
      if (!order)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(sandboxApprovalPage(pageLanguage(request), cspNonce(reply), undefined, linksFor(request, undefined)));
      const payerId = payerIdFor(order.id);
      await orders
        .updateTable('sandbox_payment_orders')
        .set({ status: 'APPROVED', payer_id: payerId, updated_at: nowIso() })
        .where('id', '=', order.id)
        .where('status', '=', 'CREATED')
        .execute();
      return reply.redirect(withQuery(order.return_url, { token: order.id, PayerID: payerId }), 303);
    },
  );

  app.post(
    SANDBOX_CANCEL_PATH,
    {
      schema: {
        tags: ['payments'],
        operationId: 'cancelSandboxPayment',
        summary: 'Sandbox: cancel the order, redirect to the cancel URL',
        consumes: ['application/x-www-form-urlencoded'],
        body: OrderForm,
        response: { ...REDIRECT, ...UNKNOWN_ORDER },
      },
    },
    async (request, reply) => {
      const order = await findOrder(request.body.order);
      if (!order)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(sandboxApprovalPage(pageLanguage(request), cspNonce(reply), undefined, linksFor(request, undefined)));
      await orders
        .updateTable('sandbox_payment_orders')
        .set({ status: 'VOIDED', updated_at: nowIso() })
        .where('id', '=', order.id)
        .where('status', 'in', ['CREATED', 'APPROVED'])
        .execute();
      return reply.redirect(withQuery(order.cancel_url, { token: order.id }), 303);
    },
  );
};
