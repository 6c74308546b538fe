import { useSearchParams } from 'react-router';

/** What the provider's return and cancel URLs are about: `?kind=product` for a product order, else a ticket purchase. */
export type PaymentKind = 'ticket' | 'product';

/** `?token=` (the provider's order id), `?PayerID=` and `?kind=` of the provider's return and cancel URLs. */
export function usePaymentToken(): { token: string; payerId: string | undefined; kind: PaymentKind } {
  const [params] = useSearchParams();
  return {
    token: params.get('token')?.trim() ?? '',
    payerId: params.get('PayerID')?.trim() || undefined,
    kind: params.get('kind') === 'product' ? 'product' : 'ticket',
  };
}
