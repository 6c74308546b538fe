import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { nowIso, toMoney } from '../db/mapping';
import { PaymentError, type PaymentProvider } from './paymentProvider';
import { sandboxDb } from './sandboxTables';

export const SANDBOX_APPROVE_PATH = '/payments/sandbox/approve';

let refundAnswersToDrop = 0;

/**
 * Development only (the journeys' hook): the next refund is made, then answers as if the connection to the provider
 * had been cut, so the caller cannot know it happened (like the PayPal fake's dropNextRefundAnswer).
 */
export function dropNextSandboxRefundAnswer(): void {
  refundAnswersToDrop += 1;
}
export const SANDBOX_CANCEL_PATH = '/payments/sandbox/cancel';

const toCents = (amount: unknown) => Math.round(Number(amount) * 100);

/** Upper-case alphanumerics like PayPal's ids. */
export function sandboxId(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * The default payment provider: orders live in the database (so any API instance can serve the approval page
 * and the capture), the payer approves on a page this server renders, and capture succeeds only for an
 * approved order, the way PayPal behaves.
 */
export function createSandboxProvider(db: Db): PaymentProvider {
  const orders = sandboxDb(db);
  return {
    name: 'sandbox',

    async createOrder(input) {
      const existing = await orders
        .selectFrom('sandbox_payment_orders')
        .select('id')
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      const orderId = existing?.id ?? sandboxId('SBX');
      if (!existing) {
        await orders
          .insertInto('sandbox_payment_orders')
          .values({
            id: orderId,
            request_id: input.requestId,
            reference: input.reference,
            amount: toMoney(input.amount),
            currency: input.currency,
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            hold_expires_at: input.approveBefore ?? null,
          })
          .execute();
      }
      // The approval page is on this server, at the origin the payer will return to.
      const approvalUrl = new URL(`${SANDBOX_APPROVE_PATH}?order=${encodeURIComponent(orderId)}`, input.returnUrl);
      return { orderId, approvalUrl: approvalUrl.href };
    },

    async captureOrder(orderId) {
      const captureId = sandboxId('SBXCAP');
      const updated = await orders
        .updateTable('sandbox_payment_orders')
        .set({ status: 'COMPLETED', capture_id: captureId, updated_at: nowIso() })
        .where('id', '=', orderId)
        .where('status', '=', 'APPROVED')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) return { status: 'COMPLETED', captureId };
      const order = await orders
        .selectFrom('sandbox_payment_orders')
        .select(['status'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) throw new PaymentError('RESOURCE_NOT_FOUND', `No sandbox order ${orderId}`, true);
      if (order.status === 'COMPLETED') {
        throw new PaymentError('ORDER_ALREADY_CAPTURED', `Sandbox order ${orderId} is already captured`, false);
      }
      throw new PaymentError('ORDER_NOT_APPROVED', `Sandbox order ${orderId} is ${order.status}`, true);
    },

    async lookUpOrder(orderId) {
      const order = await orders
        .selectFrom('sandbox_payment_orders')
        .select(['status'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) throw new PaymentError('RESOURCE_NOT_FOUND', `No sandbox order ${orderId}`, true);
      const states = { CREATED: 'waiting', APPROVED: 'approved', COMPLETED: 'completed', VOIDED: 'voided' } as const;
      return states[order.status];
    },

    async refundCapture(input) {
      // Like PayPal: the same request id answers the first refund; refunds never add up to more than the capture.
      const refund = await orders.transaction().execute(async (trx) => {
        const again = await trx
          .selectFrom('sandbox_payment_refunds')
          .select('id')
          .where('request_id', '=', input.requestId)
          .executeTakeFirst();
        if (again) return { refundId: again.id, status: 'COMPLETED' as const };
        const order = await trx
          .selectFrom('sandbox_payment_orders')
          .select(['amount'])
          .where('capture_id', '=', input.captureId)
          .where('status', '=', 'COMPLETED')
          .executeTakeFirst();
        if (!order) throw new PaymentError('INVALID_RESOURCE_ID', `No sandbox capture ${input.captureId}`, true);
        const done = await trx
          .selectFrom('sandbox_payment_refunds')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
          .where('capture_id', '=', input.captureId)
          .executeTakeFirstOrThrow();
        if (toCents(done.total) + toCents(input.amount) > toCents(order.amount)) {
          throw new PaymentError('REFUND_AMOUNT_EXCEEDED', `Refunds exceed sandbox capture ${input.captureId}`, true);
        }
        const refundId = sandboxId('SBXREF');
        await trx
          .insertInto('sandbox_payment_refunds')
          .values({
            id: refundId,
            request_id: input.requestId,
            capture_id: input.captureId,
            amount: toMoney(input.amount),
          })
          .execute();
        return { refundId, status: 'COMPLETED' as const };
      });
      if (refundAnswersToDrop > 0) {
        refundAnswersToDrop -= 1;
        throw new PaymentError('UNREACHABLE', 'sandbox: the refund was made, its answer dropped', false);
      }
      return refund;
    },
  };
}
