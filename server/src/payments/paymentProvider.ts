export interface CreateOrderInput {
  /** Euro amount, more than 0. */
  amount: number;
  /** ISO 4217, e.g. 'EUR'. */
  currency: string;
  /** Our transaction reference, shown to the payer. */
  reference: string;
  /** Where the provider sends the payer after approving: `?token=<orderId>&PayerID=<id>` is appended. */
  returnUrl: string;
  /** Where the provider sends the payer after cancelling: `?token=<orderId>` is appended. */
  cancelUrl: string;
  /** Idempotency key: the same id never creates a second order. */
  requestId: string;
  /** ISO instant after which the purchase's goods are no longer held: the sandbox page counts down to it. */
  approveBefore?: string;
}

export interface CreatedOrder {
  orderId: string;
  /** The page where the payer approves the payment. */
  approvalUrl: string;
}

/** PayPal's capture statuses; only COMPLETED means the money moved. */
export type CaptureStatus = 'COMPLETED' | 'DECLINED' | 'PENDING' | 'FAILED';

export interface CaptureResult {
  status: CaptureStatus;
  captureId: string | null;
}

/** Where the payer got to with a provider order: approved (ready to capture), completed, or neither (yet). */
export type ProviderOrderState = 'approved' | 'completed' | 'waiting' | 'voided';
export interface RefundInput {
  /** The capture the money came in with (stored on the transaction). */
  captureId: string;
  /** Euro amount to give back, more than 0: part of the capture (a partial refund) or all of it. */
  amount: number;
  currency: string;
  /** Idempotency key: the same id never refunds twice. */
  requestId: string;
}

export interface RefundResult {
  refundId: string;
  /** PayPal's refund statuses; COMPLETED and PENDING both mean the refund was accepted. */
  status: 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'FAILED';
}

export interface PaymentProvider {
  /** 'sandbox' | 'paypal', stored on each transaction. */
  readonly name: string;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  captureOrder(orderId: string): Promise<CaptureResult>;
  /** Looks the order up (the reconciler asks about payments nobody came back from); PaymentError when unknown. */
  lookUpOrder(orderId: string): Promise<ProviderOrderState>;
  refundCapture(input: RefundInput): Promise<RefundResult>;
}

/**
 * The provider refused (e.g. ORDER_NOT_APPROVED, INSTRUMENT_DECLINED) or could not be reached (`code` 'UNREACHABLE'
 * or 'HTTP_<status>'). `declined` is true when the provider definitely did not move money.
 */
export class PaymentError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly declined: boolean,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** The ISO code for the currency symbols events use. */
export function currencyCodeOf(symbol: string): string {
  const codes: Record<string, string> = { '€': 'EUR', EUR: 'EUR', $: 'USD', '£': 'GBP', CHF: 'CHF' };
  return codes[symbol.trim()] ?? 'EUR';
}

/** PayPal wants amounts as text with two decimals. */
export function amountText(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}
