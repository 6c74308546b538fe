import { Suspense } from 'react';
import { lazyWithCatalogues } from '../../i18n/lazyWithCatalogues';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { usePaymentToken } from '../../lib/usePaymentToken';

const TicketPaymentCancel = lazyWithCatalogues(
  () => import(/* webpackChunkName: "payment-cancel-ticket" */ '../../features/events/tickets/PaymentCancelPage'),
);
const ProductPaymentCancel = lazyWithCatalogues(
  () => import(/* webpackChunkName: "payment-cancel-product" */ '../../features/orders/checkout/ProductPaymentCancel'),
);

/** /paypal/payment/cancel: `?kind=product` is a product order (orders feature), anything else a ticket purchase. */
export default function PaymentCancelRoutePage() {
  const { kind } = usePaymentToken();
  return (
    <Suspense fallback={<LoadingSkeleton />}>
      {kind === 'product' ? <ProductPaymentCancel /> : <TicketPaymentCancel />}
    </Suspense>
  );
}
