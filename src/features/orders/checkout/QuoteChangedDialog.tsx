import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ModalDialog';
import { formatEuro } from '../../../lib/format';
import type { OrderPreview, QuoteRefusal } from '../checkoutApi';
import { OrderTotals } from './OrderTotals';
import { PreviewLines } from './PreviewLines';
import { Notice } from '../../../components/Notice';

export interface QuoteChangedDialogProps {
  /** Why the shown quote no longer holds, the new quote, and the total the buyer saw before. */
  refusal: QuoteRefusal | null;
  shownTotal: number;
  busy: boolean;
  onConfirm: (quote: OrderPreview) => void;
  onClose: () => void;
}

/**
 * Starting the payment was refused because a price (or the cart) changed since the preview, or the preview expired:
 * the new lines and total, and a confirmation before anything is charged.
 */
export function QuoteChangedDialog({ refusal, shownTotal, busy, onConfirm, onClose }: QuoteChangedDialogProps) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const quote = refusal?.quote;
  return (
    <ModalDialog
      open={refusal !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {refusal?.reason === 'quoteExpired' ? t('checkout.quote.expiredTitle') : t('checkout.quote.changedTitle')}
      </DialogTitle>
      {quote && (
        <DialogContent>
          <Notice severity="warning" sx={{ mb: 2 }}>
            <Typography>{refusal.message}</Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {t('checkout.quote.totals', { before: formatEuro(shownTotal), now: formatEuro(quote.finalPrice) })}
            </Typography>
          </Notice>
          <PreviewLines lines={quote.lines} />
          <Box sx={{ mt: 2 }}>
            <OrderTotals preview={quote} />
          </Box>
        </DialogContent>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('checkout.quote.notNow')}
        </Button>
        {quote && (
          <Button variant="contained" onClick={() => onConfirm(quote)} loading={busy} loadingPosition="start">
            {t('checkout.quote.confirm', { total: formatEuro(quote.finalPrice) })}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
