import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { orderLink } from '../checkout/orderLink';
import { registerOrdersCatalogue } from '../ordersCatalogue';
import { useGetMyOrderReceiptQuery } from '../receiptApi';
import { ReceiptDocument } from './ReceiptDocument';
import { ReceiptDownloadButton } from './ReceiptDownloadButton';
import { Notice } from '../../../components/Notice';

registerOrdersCatalogue();

const MY_ORDERS = '/profile?tab=myOrders';

// On paper only the receipt: no top bar, footer or buttons, no grey page behind it.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, footer, [data-print="hide"]': { display: 'none !important' },
        body: { background: '#fff !important' },
      },
    }}
  />
);

function ReceiptSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-busy="true">
      <Skeleton variant="rounded" height={48} width="40%" />
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

/**
 * /my/order/:id/receipt: the printable receipt of one of the member's placed orders (`GET
 * /user/my/order/{id}/receipt`), with Print and the server's PDF. An unpaid order (409) or someone else's (404)
 * shows the server's reason and the way back to My orders.
 */
export default function ReceiptPage() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const { currentData: receipt, error, isFetching } = useGetMyOrderReceiptQuery(id);
  const back = (to: string) => (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />}>
      {t('receipt.back')}
    </Button>
  );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, '@media print': { p: 0, maxWidth: 'none' } }}>
      {printStyles}
      {receipt ? (
        <>
          <Box
            data-print="hide"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mb: 2 }}
          >
            {back(orderLink(id))}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
                {t('receipt.print')}
              </Button>
              <ReceiptDownloadButton orderId={receipt.orderId} />
            </Box>
          </Box>
          <ReceiptDocument receipt={receipt} />
        </>
      ) : error && !isFetching ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Notice severity="error" sx={{ alignSelf: 'stretch' }}>
            {serverMessage(error) ?? t('receipt.loadFailed')}
          </Notice>
          {back(MY_ORDERS)}
        </Stack>
      ) : (
        <ReceiptSkeleton />
      )}
    </Container>
  );
}
