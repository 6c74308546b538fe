import { paymentClaims } from '../../../payments/paymentClaims';

export type { ClaimAction, ClaimOutcome } from '../../../payments/paymentClaims';

/** Claims of event transactions (migration 0002); see payments/paymentClaims.ts. */
export const ticketClaims = paymentClaims('event_payment_claims');
