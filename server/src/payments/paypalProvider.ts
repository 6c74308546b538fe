import {
  amountText,
  PaymentError,
  type CaptureStatus,
  type PaymentProvider,
  type RefundResult,
} from './paymentProvider';

const TIMEOUT_MS = 10_000;
/** Renew the OAuth token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local fake in tests. */
  baseUrl: string;
  brandName?: string;
  /** For tests; Date.now by default. */
  now?: () => number;
}

interface PaypalLink {
  href?: string;
  rel?: string;
}

interface PaypalErrorBody {
  name?: string;
  message?: string;
  details?: Array<{ issue?: string; description?: string }>;
}

interface PaypalOrder {
  id?: string;
  status?: string;
  links?: PaypalLink[];
  purchase_units?: Array<{ payments?: { captures?: Array<{ id?: string; status?: string }> } }>;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

const CAPTURE_STATUSES: readonly CaptureStatus[] = ['COMPLETED', 'DECLINED', 'PENDING', 'FAILED'];
const REFUND_STATUSES: readonly RefundResult['status'][] = ['COMPLETED', 'PENDING', 'CANCELLED', 'FAILED'];

/** PayPal Orders v2 over fetch: OAuth client credentials, create (intent CAPTURE), capture. */
export function createPaypalProvider(options: PaypalOptions): PaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  let cachedToken: { value: string; expiresAt: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PaymentError('UNREACHABLE', `PayPal is unreachable: ${(error as Error).message}`, false);
    }
    const text = await response.text();
    return { status: response.status, body: parseJson(text) };
  }

  function failure(status: number, body: unknown): PaymentError {
    const error = (body ?? {}) as PaypalErrorBody;
    const issue = error.details?.[0]?.issue ?? error.name ?? `HTTP_${status}`;
    const description = error.details?.[0]?.description ?? error.message ?? `PayPal answered HTTP ${status}`;
    // A 4xx is a refusal (nothing charged), except an order captured before; a 5xx leaves the outcome unknown.
    const declined = status >= 400 && status < 500 && issue !== 'ORDER_ALREADY_CAPTURED';
    return new PaymentError(issue, description, declined);
  }

  async function accessToken(): Promise<string> {
    if (cachedToken && cachedToken.expiresAt > now()) return cachedToken.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const { status, body } = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const token = body as { access_token?: string; expires_in?: number } | null;
    if (status !== 200 || !token?.access_token) throw failure(status, body);
    const lifetimeMs = Math.max(0, (token.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS);
    cachedToken = { value: token.access_token, expiresAt: now() + lifetimeMs };
    return token.access_token;
  }

  async function authorisedJson(path: string, requestId: string, payload: unknown) {
    const headers = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      accept: 'application/json',
      'paypal-request-id': requestId,
      prefer: 'return=representation',
    };
    const result = await call(path, { method: 'POST', headers, body: JSON.stringify(payload) });
    if (result.status === 401) cachedToken = null;
    return result;
  }

  return {
    name: 'paypal',

    async createOrder(input) {
      const { status, body } = await authorisedJson('/v2/checkout/orders', input.requestId, {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.reference,
            custom_id: input.reference,
            amount: { currency_code: input.currency, value: amountText(input.amount) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: options.brandName ?? 'Campo',
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
            },
          },
        },
      });
      const order = body as PaypalOrder | null;
      if (status !== 200 && status !== 201) throw failure(status, body);
      const link =
        order?.links?.find((l) => l.rel === 'payer-action') ?? order?.links?.find((l) => l.rel === 'approve');
      if (!order?.id || !link?.href)
        throw new PaymentError('NO_APPROVAL_LINK', 'PayPal order has no approval link', true);
      return { orderId: order.id, approvalUrl: link.href };
    },

    async captureOrder(orderId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
      // The same request id on a retry makes PayPal answer the first capture instead of charging twice.
      const { status, body } = await authorisedJson(path, `capture-${orderId}`, {});
      if (status !== 200 && status !== 201) throw failure(status, body);
      const capture = (body as PaypalOrder | null)?.purchase_units?.[0]?.payments?.captures?.[0];
      const captureStatus = CAPTURE_STATUSES.find((s) => s === capture?.status) ?? 'FAILED';
      return { status: captureStatus, captureId: capture?.id ?? null };
    },

    async lookUpOrder(orderId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const headers = { authorization: `Bearer ${await accessToken()}`, accept: 'application/json' };
      const { status, body } = await call(path, { method: 'GET', headers });
      if (status === 401) cachedToken = null;
      if (status !== 200) throw failure(status, body);
      // Orders v2 statuses: CREATED, SAVED, PAYER_ACTION_REQUIRED (waiting), APPROVED, COMPLETED, VOIDED.
      const state = (body as { status?: string } | null)?.status;
      if (state === 'APPROVED') return 'approved';
      if (state === 'COMPLETED') return 'completed';
      if (state === 'VOIDED') return 'voided';
      return 'waiting';
    },

    async refundCapture(input) {
      // Payments v2: POST /v2/payments/captures/{capture_id}/refund; an amount makes it a partial refund.
      const path = `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`;
      const { status, body } = await authorisedJson(path, input.requestId, {
        amount: { currency_code: input.currency, value: amountText(input.amount) },
      });
      if (status !== 200 && status !== 201) throw failure(status, body);
      const refund = body as { id?: string; status?: string } | null;
      const refundStatus = REFUND_STATUSES.find((s) => s === refund?.status);
      if (!refund?.id || !refundStatus) throw new PaymentError('BAD_REFUND', 'PayPal answered no refund', false);
      return { refundId: refund.id, status: refundStatus };
    },
  };
}
