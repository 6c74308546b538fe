import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canRetryPayment, errorText } from '../../../api/errors';
import { formatEuro } from '../../../lib/format';
import { useCaptureTicketPurchaseMutation } from '../ticketsApi';
import { PaymentOutcome } from '../../../components/PaymentOutcome';
import { registerTicketsCatalogue } from './ticketsCatalogue';
import { useCallOncePerToken } from '../../../lib/useCallOncePerToken';
import { usePaymentToken } from '../../../lib/usePaymentToken';

registerTicketsCatalogue();

/**
 * /paypal/payment/return?token=&PayerID=: books the approved purchase once. The result lives in the store under
 * the order id, so StrictMode's second effect, a remount or a second visit in the same session do not call again.
 */
export default function PaymentReturnPage() {
  const { t } = useTranslation('tickets');
  const { token, payerId } = usePaymentToken();
  const [capture, result] = useCaptureTicketPurchaseMutation({ fixedCacheKey: `ticket-capture:${token}` });
  useCallOncePerToken(token, result.isUninitialized, () => capture({ token, PayerID: payerId }));

  const retry = () => void capture({ token, PayerID: payerId });
  const eventsLink = (
    <Button component={RouterLink} to="/events" variant="outlined">
      {t('payment.backToEvents')}
    </Button>
  );

  if (!token)
    return (
      <PaymentOutcome
        state="error"
        title={t('payment.failedTitle')}
        detail={t('payment.missingToken')}
        actions={eventsLink}
      />
    );

  if (result.isSuccess) {
    const transaction = result.data;
    return (
      <PaymentOutcome
        state="success"
        title={t('payment.bookedTitle')}
        detail={t('payment.summary', {
          count: transaction.noOfTickets,
          event: transaction.eventName,
          total: formatEuro(transaction.finalPrice),
        })}
        actions={
          <Button component={RouterLink} to={`/my/event/${transaction.eventId}`} variant="contained">
            {t('payment.viewEvent')}
          </Button>
        }
      >
        <Typography variant="body2">{t('payment.reference', { reference: transaction.transactionId })}</Typography>
      </PaymentOutcome>
    );
  }

  if (result.isError) {
    return (
      <PaymentOutcome
        state="error"
        title={t('payment.failedTitle')}
        detail={errorText(result.error) ?? t('preview.errors.generic')}
        actions={
          <>
            {canRetryPayment(result.error) && (
              <Button variant="contained" onClick={retry}>
                {t('payment.retry')}
              </Button>
            )}
            {eventsLink}
          </>
        }
      />
    );
  }

  return <PaymentOutcome state="working" title={t('payment.confirmingTitle')} />;
}
