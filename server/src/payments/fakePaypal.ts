import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedRefund {
  id: string;
  amount: number;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local stand-in for the PayPal calls the provider makes (token, create order, capture, look up, refund a
 * capture), on 127.0.0.1.
 * Orders must be approved with `approve(id)` before a capture succeeds, as on PayPal.
 */
export async function startFakePaypal(credentials = { clientId: 'client-id', clientSecret: 'client-secret' }) {
  const calls: RecordedCall[] = [];
  const orders = new Map<string, { requestId: string; approved: boolean; captured: boolean; amount: number }>();
  /** Per capture id: what it took and the refunds made against it (by PayPal-Request-Id). */
  const captures = new Map<string, { amount: number; currency: string; refunds: Map<string, RecordedRefund> }>();
  let failNext: number | null = null;
  let dropNextRefundAnswer = false;
  let sequence = 0;

  const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const unprocessable = (issue: string) => ({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue, description: issue }] });

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      calls.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (failNext !== null) {
        const status = failNext;
        failNext = null;
        return send(res, status, { name: 'INTERNAL_SERVER_ERROR', message: 'fake failure' });
      }
      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
          return send(res, 401, { error: 'invalid_client' });
        }
        return send(res, 200, { access_token: 'fake-access-token', token_type: 'Bearer', expires_in: 32400 });
      }
      if (req.headers.authorization !== 'Bearer fake-access-token')
        return send(res, 401, { name: 'AUTHENTICATION_FAILURE' });
      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        const requestId = String(req.headers['paypal-request-id'] ?? '');
        const existing = [...orders.entries()].find(([, order]) => order.requestId === requestId);
        const id = existing?.[0] ?? `FAKEORDER${++sequence}`;
        const unit = (parseJson(body) as { purchase_units?: Array<{ amount?: { value?: string } }> } | null)
          ?.purchase_units?.[0]?.amount?.value;
        if (!existing) orders.set(id, { requestId, approved: false, captured: false, amount: Number(unit ?? 0) });
        return send(res, 200, {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          links: [
            { href: `http://fake/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
            { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
          ],
        });
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
      if (req.method === 'POST' && capture) {
        const order = orders.get(capture[1]);
        if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        if (order.captured) return send(res, 422, unprocessable('ORDER_ALREADY_CAPTURED'));
        if (!order.approved) return send(res, 422, unprocessable('ORDER_NOT_APPROVED'));
        order.captured = true;
        captures.set(`CAPTURE-${capture[1]}`, { amount: order.amount, currency: 'EUR', refunds: new Map() });
        return send(res, 201, {
          id: capture[1],
          status: 'COMPLETED',
          purchase_units: [{ payments: { captures: [{ id: `CAPTURE-${capture[1]}`, status: 'COMPLETED' }] } }],
        });
      }
      const lookUp = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && lookUp) {
        const order = orders.get(lookUp[1]);
        if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        const status = order.captured ? 'COMPLETED' : order.approved ? 'APPROVED' : 'PAYER_ACTION_REQUIRED';
        return send(res, 200, { id: lookUp[1], status });
      }
      const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
      if (req.method === 'POST' && refund) {
        const captured = captures.get(decodeURIComponent(refund[1]));
        if (!captured)
          return send(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        const requestId = String(req.headers['paypal-request-id'] ?? '');
        const again = captured.refunds.get(requestId);
        if (again) return send(res, 201, { id: again.id, status: 'COMPLETED' });
        const asked = (parseJson(body) as { amount?: { value?: string } } | null)?.amount?.value;
        const refunded = [...captured.refunds.values()].reduce((sum, r) => sum + r.amount, 0);
        const amount = asked === undefined ? captured.amount - refunded : Number(asked);
        if (!(amount > 0) || Math.round((refunded + amount) * 100) > Math.round(captured.amount * 100)) {
          return send(res, 422, unprocessable('REFUND_AMOUNT_EXCEEDED'));
        }
        const id = `REFUND${++sequence}`;
        captured.refunds.set(requestId, { id, amount });
        if (dropNextRefundAnswer) {
          // Applied, then the connection is cut before any answer: the caller cannot know it happened.
          dropNextRefundAnswer = false;
          return req.socket.destroy();
        }
        return send(res, 201, { id, status: 'COMPLETED' });
      }
      send(res, 404, { name: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no fake order ${orderId}`);
      order.approved = true;
    },
    isCaptured: (orderId: string) => orders.get(orderId)?.captured ?? false,
    /** Euro refunded so far against a capture. */
    refundedOf: (captureId: string) =>
      [...(captures.get(captureId)?.refunds.values() ?? [])].reduce((sum, r) => sum + r.amount, 0),
    /** The next refund is made, but its answer never arrives (the connection is cut). */
    dropNextRefundAnswer() {
      dropNextRefundAnswer = true;
    },
    /** How many refund calls the fake received for a capture (retries with the same request id included). */
    refundCallsOf: (captureId: string) =>
      calls.filter((c) => c.path === `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`).length,
    /** The next call answers this HTTP status. */
    failNextWith(status: number) {
      failNext = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
