import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../api/errors';
import { useCancelTicketPurchaseMutation } from '../ticketsApi';
import { PaymentOutcome } from '../../../components/PaymentOutcome';
import { registerTicketsCatalogue } from './ticketsCatalogue';
import { useCallOncePerToken } from '../../../lib/useCallOncePerToken';
import { usePaymentToken } from '../../../lib/usePaymentToken';

registerTicketsCatalogue();

/** /paypal/payment/cancel?token=: the payer gave up at the provider; the purchase is closed once. */
export default function PaymentCancelPage() {
  const { t } = useTranslation('tickets');
  const { token } = usePaymentToken();
  const [cancel, result] = useCancelTicketPurchaseMutation({ fixedCacheKey: `ticket-cancel:${token}` });
  useCallOncePerToken(token, result.isUninitialized, () => cancel({ token }));

  const eventsLink = (
    <Button component={RouterLink} to="/events" variant={result.isSuccess ? 'outlined' : 'contained'}>
      {t('payment.backToEvents')}
    </Button>
  );

  if (!token)
    return (
      <PaymentOutcome
        state="error"
        title={t('payment.cancelFailedTitle')}
        detail={t('payment.missingToken')}
        actions={eventsLink}
      />
    );

  if (result.isSuccess) {
    return (
      <PaymentOutcome
        state="info"
        title={t('payment.cancelledTitle')}
        detail={t('payment.cancelledBody')}
        actions={
          <>
            <Button component={RouterLink} to={`/event/detail/${result.data.eventId}`} variant="contained">
              {t('payment.backToEvent')}
            </Button>
            {eventsLink}
          </>
        }
      />
    );
  }

  if (result.isError) {
    return (
      <PaymentOutcome
        state="error"
        title={t('payment.cancelFailedTitle')}
        detail={errorText(result.error) ?? t('preview.errors.generic')}
        actions={eventsLink}
      />
    );
  }

  return <PaymentOutcome state="working" title={t('payment.cancellingTitle')} />;
}
