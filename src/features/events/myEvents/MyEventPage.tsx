import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorText } from '../../../api/errors';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatDateAndTime } from '../../../lib/format';
import { useGetMyEventQuery } from '../myEventsApi';
import { registerTicketsCatalogue } from '../tickets/ticketsCatalogue';
import { AddToCalendarButton } from './AddToCalendarButton';
import { htmlToPlainText } from './myEventCalendar';
import { TicketCard } from './TicketCard';
import { Notice } from '../../../components/Notice';
import { useFirstAnswerDeferred } from '../../../lib/useFirstAnswerDeferred';

registerTicketsCatalogue();

/** /my/event/:id: a registered event with the user's tickets, their QR codes and an .ics download. */
export default function MyEventPage() {
  const { t } = useTranslation(['tickets', 'common']);
  const { id } = useParams();
  // The first answer renders in React's slices (docs/CONVENTIONS.md, "a page's content from its query").
  const { data: event, error, isLoading } = useFirstAnswerDeferred(useGetMyEventQuery(id ?? skipToken));

  const backLink = (
    <Link component={RouterLink} to="/profile" sx={{ display: 'inline-flex', gap: 0.5, mb: 2 }}>
      <ArrowBackIcon fontSize="small" aria-hidden />
      {t('myEvents.detail.back')}
    </Link>
  );

  if (isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <LoadingSkeleton banner lines={5} />
      </Container>
    );
  }

  if (!event) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {backLink}
        <Notice severity="error">{errorText(error) ?? t('myEvents.detail.loadFailed')}</Notice>
      </Container>
    );
  }

  const description = htmlToPlainText(event.description);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {backLink}
      {event.picture && (
        <Box
          component="img"
          src={event.picture}
          alt={t('myEvents.card.pictureAlt', { name: event.name })}
          // The banner's box is reserved before the picture arrives (as the event detail's), so nothing below it moves.
          sx={{
            width: '100%',
            aspectRatio: '2 / 1',
            maxHeight: 280,
            objectFit: 'cover',
            display: 'block',
            borderRadius: 2,
            mb: 3,
          }}
        />
      )}
      <Typography variant="pageTitle" gutterBottom>
        {event.name}
      </Typography>
      <Stack spacing={1} sx={{ color: 'text.secondary', mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EventIcon fontSize="small" aria-hidden />
          <Typography variant="body1">
            <Box component="span" sx={visuallyHidden}>
              {t('myEvents.detail.when')}:{' '}
            </Box>
            {t('myEvents.detail.dateRange', {
              start: formatDateAndTime(event.startDate, event.startTime),
              end: formatDateAndTime(event.endDate, event.endTime),
            })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PlaceIcon fontSize="small" aria-hidden />
          <Typography variant="body1">
            <Box component="span" sx={visuallyHidden}>
              {t('myEvents.detail.where')}:{' '}
            </Box>
            {event.location?.address || t('myEvents.card.notAvailable')}
          </Typography>
        </Stack>
      </Stack>
      {description && (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line', mb: 3 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ mb: 4 }}>
        <AddToCalendarButton event={event} />
      </Box>
      <Box component="section" aria-labelledby="my-event-tickets">
        <Typography id="my-event-tickets" component="h2" variant="h5" sx={{ mb: 2 }}>
          {t('myEvents.detail.ticketsTitle')}
        </Typography>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {event.tickets.map((ticket) => (
            <li key={ticket._id}>
              <TicketCard
                ticket={ticket}
                eventId={event._id}
                eventName={event.name}
                canCancel={event.canCancelTickets}
              />
            </li>
          ))}
        </Stack>
      </Box>
    </Container>
  );
}
