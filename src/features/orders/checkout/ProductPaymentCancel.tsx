import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { PaymentOutcome } from '../../../components/PaymentOutcome';
import { useCallOncePerToken } from '../../../lib/useCallOncePerToken';
import { usePaymentToken } from '../../../lib/usePaymentToken';
import { useCancelProductOrderMutation } from '../checkoutApi';
import { registerOrdersCatalogue } from '../ordersCatalogue';

registerOrdersCatalogue();

/** /paypal/payment/cancel?kind=product&token=: the shopper gave up at the provider; the order is closed once, the cart kept. */
export default function ProductPaymentCancel() {
  const { t } = useTranslation('orders');
  const { token } = usePaymentToken();
  const [cancel, result] = useCancelProductOrderMutation({ fixedCacheKey: `product-cancel:${token}` });
  useCallOncePerToken(token, result.isUninitialized, () => cancel({ token }));

  const cartLink = (
    <Button component={RouterLink} to="/my/cart" variant="contained">
      {t('checkout.payment.backToCart')}
    </Button>
  );
  const failedTitle = t('checkout.payment.cancelFailedTitle');

  if (!token)
    return (
      <PaymentOutcome
        state="error"
        title={failedTitle}
        detail={t('checkout.payment.missingToken')}
        actions={cartLink}
      />
    );

  if (result.isSuccess) {
    return (
      <PaymentOutcome
        state="info"
        title={t('checkout.payment.cancelledTitle')}
        detail={t('checkout.payment.cancelledBody')}
        actions={cartLink}
      />
    );
  }

  if (result.isError) {
    return (
      <PaymentOutcome
        state="error"
        title={failedTitle}
        detail={serverMessage(result.error) ?? t('checkout.preview.generic')}
        actions={cartLink}
      />
    );
  }

  return <PaymentOutcome state="working" title={t('checkout.payment.cancellingTitle')} />;
}
