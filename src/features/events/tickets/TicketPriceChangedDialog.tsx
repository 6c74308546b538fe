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
import type { TicketPriceRefusal, TicketQuote } from '../ticketsApi';
import { TicketTotals } from './TicketTotals';
import { Notice } from '../../../components/Notice';

export interface TicketPriceChangedDialogProps {
  /** The refusal with the new quote; null when closed. */
  refusal: TicketPriceRefusal | null;
  /** The total the buyer saw before pressing Pay. */
  shownTotal: number;
  busy: boolean;
  onConfirm: (quote: TicketQuote) => void;
  onClose: () => void;
}

/** Starting the payment was refused because the ticket price changed: the new figures, confirmed before paying. */
export default function TicketPriceChangedDialog({
  refusal,
  shownTotal,
  busy,
  onConfirm,
  onClose,
}: TicketPriceChangedDialogProps) {
  const { t } = useTranslation('tickets');
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
      <DialogTitle id={titleId}>{t('preview.priceChanged.title')}</DialogTitle>
      {quote && (
        <DialogContent>
          <Notice severity="warning" sx={{ mb: 2 }}>
            {refusal.message && <Typography>{refusal.message}</Typography>}
            <Typography sx={{ fontWeight: 700 }}>
              {t('preview.priceChanged.totals', { before: formatEuro(shownTotal), now: formatEuro(quote.finalPrice) })}
            </Typography>
          </Notice>
          <Box>
            <TicketTotals quote={quote} updating={false} />
          </Box>
        </DialogContent>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('preview.priceChanged.notNow')}
        </Button>
        {quote && (
          <Button variant="contained" onClick={() => onConfirm(quote)} loading={busy} loadingPosition="start">
            {quote.finalPrice === 0
              ? t('preview.priceChanged.confirmFree')
              : t('preview.priceChanged.confirm', { total: formatEuro(quote.finalPrice) })}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
