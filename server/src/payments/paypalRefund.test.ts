import { startFakePaypal } from './fakePaypal';
import { PaymentError } from './paymentProvider';
import { createPaypalProvider } from './paypalProvider';

let fake: Awaited<ReturnType<typeof startFakePaypal>>;

beforeEach(async () => {
  fake = await startFakePaypal();
});

afterEach(() => fake.close());

const provider = () =>
  createPaypalProvider({ clientId: 'client-id', clientSecret: 'client-secret', baseUrl: fake.baseUrl });

async function capturedOrder(paypal: ReturnType<typeof provider>) {
  const order = await paypal.createOrder({
    amount: 26.25,
    currency: 'EUR',
    reference: 'CMP-EV-20261122-ABCDEF',
    returnUrl: 'https://campo.example/paypal/payment/return',
    cancelUrl: 'https://campo.example/paypal/payment/cancel',
    requestId: 'tx-1',
  });
  fake.approve(order.orderId);
  const capture = await paypal.captureOrder(order.orderId);
  return String(capture.captureId);
}

describe('PayPal refunds (Payments v2)', () => {
  it('refunds part of a capture with the amount and a request id, then the rest, never more', async () => {
    const paypal = provider();
    const captureId = await capturedOrder(paypal);
    const part = await paypal.refundCapture({ captureId, amount: 13.13, currency: 'EUR', requestId: 'refund-1' });
    expect(part.status).toBe('COMPLETED');
    const call = fake.calls.at(-1)!;
    expect(call.path).toBe(`/v2/payments/captures/${captureId}/refund`);
    expect(call.headers['paypal-request-id']).toBe('refund-1');
    expect(JSON.parse(call.body)).toEqual({ amount: { currency_code: 'EUR', value: '13.13' } });

    // The same request id answers the first refund: nothing is refunded twice.
    const again = await paypal.refundCapture({ captureId, amount: 13.13, currency: 'EUR', requestId: 'refund-1' });
    expect(again.refundId).toBe(part.refundId);
    expect(fake.refundedOf(captureId)).toBeCloseTo(13.13);

    await expect(
      paypal.refundCapture({ captureId, amount: 13.13, currency: 'EUR', requestId: 'refund-2' }),
    ).rejects.toMatchObject({ code: 'REFUND_AMOUNT_EXCEEDED', declined: true });
    await paypal.refundCapture({ captureId, amount: 13.12, currency: 'EUR', requestId: 'refund-3' });
    expect(fake.refundedOf(captureId)).toBeCloseTo(26.25);
  });

  it('reports an unknown capture as a refusal and a 5xx as an unknown outcome', async () => {
    const paypal = provider();
    await expect(
      paypal.refundCapture({ captureId: 'NOPE', amount: 1, currency: 'EUR', requestId: 'r' }),
    ).rejects.toBeInstanceOf(PaymentError);
    const captureId = await capturedOrder(paypal);
    fake.failNextWith(503);
    await expect(
      paypal.refundCapture({ captureId, amount: 1, currency: 'EUR', requestId: 'r2' }),
    ).rejects.toMatchObject({ declined: false });
  });
});
