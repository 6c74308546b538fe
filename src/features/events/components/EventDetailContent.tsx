import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PublicEvent } from '../eventsApi';
import { EventDescription } from './EventDescription';
import { EventDocuments } from './EventDocuments';
import { EventFacts } from './EventFacts';
import { EventImages } from './EventImages';
import { RegisterPanel } from './RegisterPanel';

export interface EventDetailContentProps {
  event: PublicEvent;
  /** Buttons next to the title: favourite and share. */
  actions: ReactNode;
  /** The register button. */
  register: ReactNode;
  /** Participants, for logged-in users only. */
  participants?: ReactNode;
  /** The upload-picture control, for logged-in users only. */
  upload?: ReactNode;
  /** Where "back to events" leads; no link when absent. */
  backTo?: string;
}

/** The body of an event page, shared by the logged-in detail and the public page (SPEC section 2). */
export function EventDetailContent({
  event,
  actions,
  register,
  participants,
  upload,
  backTo,
}: EventDetailContentProps) {
  const { t } = useTranslation('events');
  return (
    <Box component="article" aria-labelledby="event-title">
      {event.picture && (
        <Box
          component="img"
          src={event.picture}
          alt={t('detail.pictureAlt', { name: event.name })}
          fetchPriority="high"
          // The banner's box is known before the picture arrives (2:1, at most 360 px), so nothing below it moves.
          sx={{ width: '100%', aspectRatio: '2 / 1', maxHeight: 360, objectFit: 'cover', display: 'block' }}
        />
      )}
      <Container maxWidth="lg" sx={{ py: 3 }}>
        {backTo && (
          <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
            {t('detail.back')}
          </Button>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
            columnGap: 4,
            alignItems: 'start',
          }}
        >
          <Box>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography id="event-title" variant="pageTitle">
                  {event.name}
                </Typography>
                <Typography color="text.secondary">{event.speciality.title}</Typography>
              </Box>
              <Stack direction="row">{actions}</Stack>
            </Stack>
            <Box component="hr" sx={{ my: 2, border: 0, borderBottom: 1, borderColor: 'divider' }} />
            <Stack spacing={3}>
              <EventFacts event={event} />
              <Box component="section" aria-labelledby="event-description-title">
                <Typography id="event-description-title" variant="h6" component="h2" gutterBottom>
                  {t('detail.description')}
                </Typography>
                <EventDescription html={event.description} />
              </Box>
              {participants}
              <EventImages images={event.images} eventName={event.name} />
              {upload}
              <EventDocuments documents={event.documents} />
            </Stack>
          </Box>
          <RegisterPanel
            cost={event.cost}
            remainingTickets={event.remainingTickets}
            isExpired={event.isExpired}
            register={register}
          />
        </Box>
      </Container>
    </Box>
  );
}
