import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditLocationAltOutlinedIcon from '@mui/icons-material/EditLocationAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { OnceOpened } from '../../../components/OnceOpened';
import { browserLocation } from '../../../lib/browserLocation';
import { toast } from '../../../lib/toast';
import { addressStepLink } from '../addresses/addressStepLink';
import {
  quoteRefusalOf,
  usePreviewOrderQuery,
  useStartProductOrderMutation,
  type OrderPreview,
  type QuoteRefusal,
} from '../checkoutApi';
import { registerOrdersCatalogue } from '../ordersCatalogue';
import { AddressCard } from './AddressCard';
import { orderLink } from './orderLink';
import { OrderTotals } from './OrderTotals';
import { PreviewLines } from './PreviewLines';
import { Notice } from '../../../components/Notice';

registerOrdersCatalogue();

// The changed-quote dialog (MUI's Dialog, Modal and focus trap: about 8 KiB gzip) shows only when a payment is refused:
// it loads when the member pays, beside the request, and mounts on the first refusal.
const loadQuoteChangedDialog = () =>
  import(/* webpackChunkName: "quote-changed-dialog" */ './QuoteChangedDialog').then((module) => ({
    default: module.QuoteChangedDialog,
  }));
const QuoteChangedDialog = lazy(loadQuoteChangedDialog);

function PreviewSkeleton() {
  return (
    <Box
      aria-busy="true"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' } }}
    >
      <Stack spacing={1.5}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={72} />
        ))}
      </Stack>
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}

/**
 * /order/preview/:billingAddressID/:shippingAddressID: the whole cart priced by the server for these addresses,
 * then Pay sends the browser to the payment provider (or, with nothing to pay, straight to the placed order).
 */
export default function OrderPreviewPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { billingAddressID = '', shippingAddressID = '' } = useParams();
  const addresses = { billingAddressId: billingAddressID, shippingAddressId: shippingAddressID };
  const preview = usePreviewOrderQuery(addresses, { refetchOnMountOrArgChange: true });
  const [startOrder, started] = useStartProductOrderMutation();
  const [redirecting, setRedirecting] = useState(false);
  // Set when the server refused the shown quote (a price changed, or it expired): the new one waits for a yes.
  const [refusal, setRefusal] = useState<QuoteRefusal | null>(null);
  const busy = started.isLoading || redirecting;
  const startFailed = started.isError && quoteRefusalOf(started.error) === null;

  async function pay(quote: OrderPreview) {
    if (busy) return;
    void loadQuoteChangedDialog();
    const result = await startOrder({ ...addresses, quoteId: quote.quoteId });
    if (result.error) {
      // Any other refusal is shown beside the button (with the way back to the cart).
      setRefusal(quoteRefusalOf(result.error));
      return;
    }
    setRefusal(null);
    if (result.data.approvalUrl) {
      setRedirecting(true);
      browserLocation.assign(result.data.approvalUrl);
      return;
    }
    toast.success({ key: 'orders:checkout.payment.placedTitle' });
    await navigate(orderLink(result.data._id));
  }

  const backToCart = (variant: 'text' | 'outlined' | 'contained') =>
    variant === 'text' ? (
      <Link component={RouterLink} to="/my/cart" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('checkout.preview.backToCart')}
      </Link>
    ) : (
      <Button component={RouterLink} to="/my/cart" variant={variant}>
        {t('checkout.preview.backToCart')}
      </Button>
    );

  let content;
  if (preview.isLoading) {
    content = <PreviewSkeleton />;
  } else if (!preview.data) {
    content = (
      <Notice severity="error" action={backToCart('outlined')} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('checkout.preview.loadFailed')}
        </Typography>
        {serverMessage(preview.error) ?? t('checkout.preview.generic')}
      </Notice>
    );
  } else {
    const order = preview.data;
    content = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Box component="section" aria-labelledby="order-lines-title">
            <Typography id="order-lines-title" component="h2" variant="h6">
              {t('checkout.preview.linesTitle')}
            </Typography>
            <PreviewLines lines={order.lines} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <AddressCard title={t('checkout.preview.billingTitle')} address={order.billingAddress} />
            <AddressCard title={t('checkout.preview.shippingTitle')} address={order.shippingAddress} />
            <Link
              component={RouterLink}
              to={addressStepLink({ billing: billingAddressID, shipping: shippingAddressID })}
              sx={{
                gridColumn: '1 / -1',
                justifySelf: 'start',
                display: 'inline-flex',
                gap: 0.5,
                alignItems: 'center',
              }}
            >
              <EditLocationAltOutlinedIcon fontSize="small" aria-hidden />
              {t('checkout.preview.changeAddresses')}
            </Link>
          </Box>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 88 } }}>
          <OrderTotals preview={order} />
          {startFailed && (
            <Notice severity="error" sx={{ mt: 2 }}>
              {serverMessage(started.error) ?? t('checkout.preview.generic')}
            </Notice>
          )}
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => void pay(order)}
            loading={busy}
            loadingPosition="start"
            sx={{ mt: 2 }}
          >
            {busy ? t('checkout.preview.paying') : t('checkout.preview.pay')}
          </Button>
          {startFailed && <Box sx={{ mt: 1, textAlign: 'center' }}>{backToCart('text')}</Box>}
        </Paper>
        <OnceOpened open={refusal !== null}>
          <QuoteChangedDialog
            refusal={refusal}
            shownTotal={order.finalPrice}
            busy={busy}
            onConfirm={(quote) => void pay(quote)}
            onClose={() => {
              setRefusal(null);
              // The page shows today's figures again (a new quote).
              void preview.refetch();
            }}
          />
        </OnceOpened>
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 2 }}>{backToCart('text')}</Box>
      <Typography variant="pageTitle" gutterBottom>
        {t('checkout.preview.title')}
      </Typography>
      {content}
    </Container>
  );
}
