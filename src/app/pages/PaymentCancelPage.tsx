import { lazy, Suspense } from 'react';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { usePaymentToken } from '../../lib/usePaymentToken';

const TicketPaymentCancel = lazy(
  () => import(/* webpackChunkName: "payment-cancel-ticket" */ '../../features/events/tickets/PaymentCancelPage'),
);
const ProductPaymentCancel = lazy(
  () => import(/* webpackChunkName: "payment-cancel-product" */ '../../features/orders/checkout/ProductPaymentCancel'),
);

/** /paypal/payment/cancel: `?kind=product` is a product order (orders feature), anything else a ticket purchase. */
export default function PaymentCancelPage() {
  const { kind } = usePaymentToken();
  return <Suspense fallback={<LoadingSkeleton />}>{kind === 'product' ? <ProductPaymentCancel /> : <TicketPaymentCancel />}</Suspense>;
}
