import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ModalDialog';
import { errorText } from '../../../api/errors';
import { formatEuro } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { MyTicket } from '../myEventsApi';
import { useCancelTicketsMutation } from '../ticketsApi';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { Notice } from '../../../components/Notice';

interface CancelTicketsDialogProps {
  open: boolean;
  ticket: MyTicket;
  eventId: string;
  onClose: () => void;
}

/** How many of a purchase's tickets to cancel; the refund goes back through the payment provider. */
export default function CancelTicketsDialog({ open, ticket, eventId, onClose }: CancelTicketsDialogProps) {
  const { t } = useTranslation('tickets');
  const titleId = useId();
  const [count, setCount] = useState(ticket.noOfTickets);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelTickets, { isLoading }] = useCancelTicketsMutation();
  const choices = Array.from({ length: ticket.noOfTickets }, (_, index) => index + 1);
  const share = Math.round((ticket.finalPrice * Math.min(count, ticket.noOfTickets) * 100) / ticket.noOfTickets) / 100;

  const confirm = async () => {
    setProblem(null);
    const result = await cancelTickets({ transactionId: ticket._id, eventId, noOfTickets: count });
    if (result.error) {
      setProblem(errorText(result.error) ?? t('myEvents.cancel.failed'));
      return;
    }
    toast.success(result.data.message);
    onClose();
  };

  return (
    <ModalDialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('myEvents.cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('myEvents.cancel.body', { count: ticket.noOfTickets, reference: ticket.transactionId })}
        </DialogContentText>
        <NativeSelectField
          fullWidth
          label={t('myEvents.cancel.howMany')}
          value={count}
          onChange={(event) => setCount(Number(event.target.value))}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelectField>
        <DialogContentText sx={{ mt: 2 }}>
          {t('myEvents.cancel.refund', { amount: formatEuro(share) })}
        </DialogContentText>
        {problem && (
          <Notice severity="error" sx={{ mt: 2 }}>
            {problem}
          </Notice>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading} autoFocus>
          {t('myEvents.cancel.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          {t('myEvents.cancel.confirm', { count })}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
