import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canRetryPayment, serverMessage } from '../../../api/errors';
import { PaymentOutcome } from '../../../components/PaymentOutcome';
import { formatEuro } from '../../../lib/format';
import { useCallOncePerToken } from '../../../lib/useCallOncePerToken';
import { usePaymentToken } from '../../../lib/usePaymentToken';
import { useCaptureProductOrderMutation } from '../checkoutApi';
import { registerOrdersCatalogue } from '../ordersCatalogue';
import { orderLink } from './orderLink';

registerOrdersCatalogue();

/**
 * The server's failure messages start with the failed title itself (`Your Order is Not Placed Succesfully: why`, in
 * Italian `Il tuo ordine non è stato effettuato: ...`): under that title only the reason is shown.
 */
export function failureReason(message: string, title: string): string {
  const prefix = `${title}: `;
  if (!message.startsWith(prefix)) return message;
  const reason = message.slice(prefix.length);
  return reason.charAt(0).toLocaleUpperCase() + reason.slice(1);
}

/**
 * /paypal/payment/return?kind=product&token=&PayerID=: places the approved order once. The result lives in the store
 * under the provider's order id, so StrictMode's second effect, a remount or a second visit do not capture again.
 */
export default function ProductPaymentReturn() {
  const { t } = useTranslation('orders');
  const { token, payerId } = usePaymentToken();
  const [capture, result] = useCaptureProductOrderMutation({ fixedCacheKey: `product-capture:${token}` });
  useCallOncePerToken(token, result.isUninitialized, () => capture({ token, PayerID: payerId }));

  const productsLink = (
    <Button component={RouterLink} to="/products" variant="outlined">
      {t('checkout.payment.backToProducts')}
    </Button>
  );
  const failedTitle = t('checkout.payment.notPlacedTitle');

  if (!token) {
    return (
      <PaymentOutcome
        state="error"
        title={failedTitle}
        detail={t('checkout.payment.missingToken')}
        actions={productsLink}
      />
    );
  }

  if (result.isSuccess) {
    const order = result.data;
    return (
      <PaymentOutcome
        state="success"
        title={t('checkout.payment.placedTitle')}
        detail={t('checkout.payment.summary', { count: order.itemCount, total: formatEuro(order.finalPrice) })}
        actions={
          <>
            <Button component={RouterLink} to={orderLink(order._id)} variant="contained">
              {t('checkout.payment.viewOrder')}
            </Button>
            {productsLink}
          </>
        }
      >
        <Typography variant="body2">{t('checkout.payment.reference', { reference: order.transactionId })}</Typography>
      </PaymentOutcome>
    );
  }

  if (result.isError) {
    const message = serverMessage(result.error);
    return (
      <PaymentOutcome
        state="error"
        title={failedTitle}
        detail={message ? failureReason(message, failedTitle) : t('checkout.preview.generic')}
        actions={
          <>
            {canRetryPayment(result.error) && (
              <Button variant="contained" onClick={() => void capture({ token, PayerID: payerId })}>
                {t('checkout.payment.retry')}
              </Button>
            )}
            <Button component={RouterLink} to="/my/cart" variant="outlined">
              {t('checkout.payment.backToCart')}
            </Button>
            {productsLink}
          </>
        }
      />
    );
  }

  return <PaymentOutcome state="working" title={t('checkout.payment.confirmingTitle')} />;
}
