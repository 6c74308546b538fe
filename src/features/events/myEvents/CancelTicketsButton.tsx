import Button from '@mui/material/Button';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../../components/OnceOpened';
import type { MyTicket } from '../myEventsApi';

const CancelTicketsDialog = lazy(() => import(/* webpackChunkName: "cancel-tickets-dialog" */ './CancelTicketsDialog'));

/** "Cancel tickets" on a purchase in My events, shown only before the event's cancellation deadline. */
export function CancelTicketsButton({ ticket, eventId }: { ticket: MyTicket; eventId: string }) {
  const { t } = useTranslation('tickets');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('myEvents.cancel.open')}
      </Button>
      <OnceOpened open={open} modal>
        <CancelTicketsDialog open={open} ticket={ticket} eventId={eventId} onClose={() => setOpen(false)} />
      </OnceOpened>
    </>
  );
}
