import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useFormik } from 'formik';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../api/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { useFormField } from '../../../lib/forms/useFormField';
import { toast } from '../../../lib/toast';
import { OnceOpened } from '../../../components/OnceOpened';
import {
  ticketPriceRefusalOf,
  usePreviewTicketsQuery,
  useStartTicketPurchaseMutation,
  type TicketPriceRefusal,
  type TicketQuote,
} from '../ticketsApi';
import { browserLocation } from '../../../lib/browserLocation';
import { lazySchemaModule } from '../../../lib/forms/lazySchema';
import {
  checkHolderName,
  checkTicketCount,
  HOLDER_NAME_MAX_LENGTH,
  MAX_TICKETS_PER_PURCHASE,
  maxTicketsFor,
} from './ticketLimits';
import type { TicketPreviewValues } from './ticketPreviewSchema';
import { registerTicketsCatalogue } from './ticketsCatalogue';
import { TicketTotals } from './TicketTotals';
import { Notice } from '../../../components/Notice';

registerTicketsCatalogue();

const TicketPriceChangedDialog = lazy(
  () => import(/* webpackChunkName: "ticket-price-changed" */ './TicketPriceChangedDialog'),
);

const previewValidation = lazySchemaModule(
  () => import(/* webpackChunkName: "ticket-preview-schema" */ './ticketPreviewSchema'),
);

/** /event/preview/:id: how many tickets, for whom, what it costs, then off to the payment provider. */
export default function TicketPreviewPage() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const { id: eventId = '' } = useParams();
  const sessionUser = useAppSelector((state) => state.session.user);

  const [lastQuote, setLastQuote] = useState<TicketQuote>();
  const [redirecting, setRedirecting] = useState(false);
  const [refusal, setRefusal] = useState<TicketPriceRefusal | null>(null);
  const [shownTotal, setShownTotal] = useState(0);
  const remaining = lastQuote?.remainingTickets;

  const formik = useFormik<TicketPreviewValues>({
    initialValues: {
      count: '1',
      holderName: sessionUser ? `${sessionUser.firstName} ${sessionUser.lastName}`.trim() : '',
    },
    // The number is checked as it is typed; the name once the field has been left.
    initialTouched: { count: true },
    validate: previewValidation.validateWith<TicketPreviewValues>((module) => module.ticketPreviewSchema(remaining)),
    onSubmit: () => pay(),
  });
  const formField = useFormField(formik, { idPrefix: 'ticket', ns: 'tickets' });
  // formik hands a number input's value over as a number.
  const countText = String(formik.values.count);
  const { holderName } = formik.values;
  // The live quote follows the typed values synchronously, without waiting for formik's validation round.
  const countValid = !checkTicketCount(countText, remaining);
  const holderValid = !checkHolderName(holderName);
  const request =
    countValid && holderValid
      ? { eventId, noOfTickets: Number(countText.trim()), ticketHolderName: holderName.trim() }
      : undefined;

  const quote = usePreviewTicketsQuery(request ?? skipToken, { refetchOnMountOrArgChange: true });
  // The latest quote keeps the event's name and remaining tickets while the number is being edited.
  if (quote.currentData && quote.currentData !== lastQuote) setLastQuote(quote.currentData);

  const [startPurchase, purchase] = useStartTicketPurchaseMutation();
  const busy = purchase.isLoading || redirecting;

  async function pay(expectedFinalPrice = shownQuote?.finalPrice) {
    if (!request || busy || expectedFinalPrice === undefined) return;
    setShownTotal(expectedFinalPrice);
    const result = await startPurchase({ ...request, expectedFinalPrice });
    if (result.error) {
      // A changed price asks to confirm the new total; other errors show under the form, whose values stay.
      const changed = ticketPriceRefusalOf(result.error);
      setRefusal(changed);
      if (changed) quote.refetch();
      return;
    }
    setRefusal(null);
    const started = result.data;
    if (started.approvalUrl) {
      setRedirecting(true);
      browserLocation.assign(started.approvalUrl);
      return;
    }
    // Free tickets are booked at once: no payment page to visit.
    toast.success({ key: 'tickets:payment.bookedTitle' });
    await navigate(`/my/event/${started.eventId}`);
  }

  const countField = formField('count', t('preview.numberLabel'), {
    count: remaining,
    max: MAX_TICKETS_PER_PURCHASE,
  });
  const holderField = formField('holderName', t('preview.holderLabel'), { max: HOLDER_NAME_MAX_LENGTH });
  const shownQuote = request ? (quote.currentData ?? (quote.isFetching ? lastQuote : undefined)) : undefined;
  const quoteError = request && quote.isError && !quote.isFetching ? quote.error : undefined;
  const payError = purchase.isError && !ticketPriceRefusalOf(purchase.error) ? purchase.error : undefined;
  const free = shownQuote?.finalPrice === 0;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to={`/event/detail/${eventId}`} sx={{ display: 'inline-flex', gap: 0.5, mb: 2 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('preview.back')}
      </Link>
      {/* The event's name heads the totals, below the fields: a long name wrapping moves only the button. */}
      <Typography variant="pageTitle" gutterBottom>
        {t('preview.title')}
      </Typography>
      <Paper
        component="form"
        noValidate
        aria-label={t('preview.formLabel')}
        onSubmit={formik.handleSubmit}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={3}>
          <TextField
            {...countField}
            type="number"
            helperText={
              countField.error
                ? countField.helperText
                : remaining !== undefined
                  ? t('preview.ticketsLeft', { count: remaining })
                  : ' ' // keeps the line the tickets left will fill
            }
            required
            disabled={busy}
            slotProps={{ htmlInput: { min: 1, max: maxTicketsFor(remaining), step: 1, inputMode: 'numeric' } }}
          />
          <TextField
            {...holderField}
            helperText={holderField.error ? holderField.helperText : undefined}
            required
            disabled={busy}
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: HOLDER_NAME_MAX_LENGTH } }}
          />
          {(shownQuote || (request && quote.isFetching)) && (
            <TicketTotals quote={shownQuote} updating={quote.isFetching} />
          )}
          {!request && countValid && !holderValid && (
            <Typography variant="body2" color="text.secondary">
              {t('preview.enterHolder')}
            </Typography>
          )}
          {quoteError && <Notice severity="error">{errorText(quoteError) ?? t('preview.errors.generic')}</Notice>}
          {payError && <Notice severity="error">{errorText(payError) ?? t('preview.errors.generic')}</Notice>}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !request || !shownQuote}
            startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
          >
            {busy ? t('preview.paying') : free ? t('preview.book') : t('preview.pay')}
          </Button>
        </Stack>
      </Paper>
      <OnceOpened open={refusal !== null}>
        <TicketPriceChangedDialog
          refusal={refusal}
          shownTotal={shownTotal}
          busy={busy}
          onConfirm={(confirmed) => void pay(confirmed.finalPrice)}
          onClose={() => setRefusal(null)}
        />
      </OnceOpened>
    </Container>
  );
}
