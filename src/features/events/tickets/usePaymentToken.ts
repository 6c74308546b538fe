import { useSearchParams } from 'react-router';

/** `?token=` (the provider's order id) and `?PayerID=` of the provider's return and cancel URLs. */
export function usePaymentToken(): { token: string; payerId: string | undefined } {
  const [params] = useSearchParams();
  return { token: params.get('token')?.trim() ?? '', payerId: params.get('PayerID')?.trim() || undefined };
}
