import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../lib/format';
import type { MyTicket } from '../myEventsApi';

import { CancelTicketsButton } from './CancelTicketsButton';
import { PresenceQuestion } from './PresenceQuestion';
import { TicketQrCode } from './TicketQrCode';

interface TicketCardProps {
  ticket: MyTicket;
  eventId: string;
  eventName: string;
  /** Before the event's cancellation deadline: the purchase may be cancelled with a refund. */
  canCancel?: boolean;
}

/** One completed purchase: its reference as text and QR code, the holder and how many tickets. */
export function TicketCard({ ticket, eventId, eventName, canCancel = false }: TicketCardProps) {
  const { t } = useTranslation('tickets');
  const facts = [
    { label: t('myEvents.detail.reference'), value: ticket.transactionId },
    { label: t('myEvents.detail.holder'), value: ticket.ticketHolderName },
    { label: t('myEvents.detail.number'), value: String(ticket.noOfTickets) },
    { label: t('myEvents.detail.paid'), value: formatEuro(ticket.finalPrice) },
  ];
  return (
    <Card component="article" aria-label={ticket.transactionId} variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
        >
          <TicketQrCode reference={ticket.transactionId} />
          <Stack spacing={2} sx={{ flexGrow: 1, alignSelf: 'stretch' }}>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
            >
              {facts.map(({ label, value }) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <PresenceQuestion
              eventId={eventId}
              eventName={eventName}
              transactionId={ticket._id}
              presence={ticket.isPresence}
            />
            {canCancel && <CancelTicketsButton ticket={ticket} eventId={eventId} />}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
