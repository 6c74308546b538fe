import { randomBytes } from 'node:crypto';

/** The SPA's pages the provider sends the payer back to (SPEC section 2). */
export const PAYMENT_RETURN_PATH = '/paypal/payment/return';
export const PAYMENT_CANCEL_PATH = '/paypal/payment/cancel';

/**
 * Return and cancel URLs for a provider order. `kind` (e.g. `product`) is added as `?kind=` so the SPA's return page
 * knows which capture to call; the provider appends `token` (and `PayerID`) to the query.
 */
export function paymentReturnUrls(publicUrl: string, kind?: string): { returnUrl: string; cancelUrl: string } {
  const query = kind ? `?kind=${encodeURIComponent(kind)}` : '';
  return {
    returnUrl: `${publicUrl}${PAYMENT_RETURN_PATH}${query}`,
    cancelUrl: `${publicUrl}${PAYMENT_CANCEL_PATH}${query}`,
  };
}

/** A human-readable purchase reference, e.g. `CMP-EV-20261122-4F2A9C` (`prefix` = `EV` tickets, `PR` products). */
export function newPurchaseReference(prefix: string, now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `CMP-${prefix}-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}
