import { useTranslation } from 'react-i18next';
import { PriceSummary } from '../../../components/PriceSummary';
import { formatEuro } from '../../../lib/format';
import type { OrderPreview } from '../checkoutApi';

/** Price, service fee, discount and the final price of an order preview, in euro (SPEC section 9). */
export function OrderTotals({ preview }: { preview: OrderPreview }) {
  const { t } = useTranslation('orders');
  return (
    <PriceSummary
      title={t('checkout.preview.summaryTitle')}
      rows={[
        { label: t('checkout.preview.price'), value: formatEuro(preview.price) },
        { label: t('checkout.preview.serviceFee'), value: formatEuro(preview.serviceFee) },
        { label: t('checkout.preview.discount'), value: formatEuro(preview.discount === 0 ? 0 : -preview.discount) },
      ]}
      total={{ label: t('checkout.preview.finalPrice'), value: formatEuro(preview.finalPrice) }}
    />
  );
}
