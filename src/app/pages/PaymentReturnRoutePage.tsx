import { Suspense } from 'react';
import { lazyWithCatalogues } from '../../i18n/lazyWithCatalogues';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { usePaymentToken } from '../../lib/usePaymentToken';

const TicketPaymentReturn = lazyWithCatalogues(
  () => import(/* webpackChunkName: "payment-return-ticket" */ '../../features/events/tickets/PaymentReturnPage'),
);
const ProductPaymentReturn = lazyWithCatalogues(
  () => import(/* webpackChunkName: "payment-return-product" */ '../../features/orders/checkout/ProductPaymentReturn'),
);

/** /paypal/payment/return: `?kind=product` is a product order (orders feature), anything else a ticket purchase. */
export default function PaymentReturnRoutePage() {
  const { kind } = usePaymentToken();
  return (
    <Suspense fallback={<LoadingSkeleton />}>
      {kind === 'product' ? <ProductPaymentReturn /> : <TicketPaymentReturn />}
    </Suspense>
  );
}
