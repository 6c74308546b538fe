import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatDate } from '../../../lib/format';
import type { MyEventItem } from '../myEventsApi';
import { PresenceQuestion } from './PresenceQuestion';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="body2">
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Stack>
  );
}

/** One registered purchase in the profile's my events tab (SPEC section 2, profile). */
export function MyEventCard({ item }: { item: MyEventItem }) {
  const { t } = useTranslation('tickets');
  const address = item.location?.address?.trim();
  return (
    <Card component="article" aria-label={item.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {item.picture && (
        <CardMedia
          component="img"
          height={140}
          image={item.picture}
          alt={t('myEvents.card.pictureAlt', { name: item.name })}
          loading="lazy"
        />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
          {item.name}
        </Typography>
        <Stack spacing={0.5} sx={{ color: 'text.secondary', mb: 1.5 }}>
          <Fact icon={<EventIcon fontSize="small" aria-hidden />} label={t('myEvents.card.date')}>
            {formatDate(item.eventDate)}
          </Fact>
          <Fact icon={<ScheduleIcon fontSize="small" aria-hidden />} label={t('myEvents.card.time')}>
            {item.endTime ? `${item.time} – ${item.endTime}` : item.time}
          </Fact>
          <Fact icon={<PlaceIcon fontSize="small" aria-hidden />} label={t('myEvents.card.address')}>
            {address || t('myEvents.card.notAvailable')}
          </Fact>
        </Stack>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {item.description}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('myEvents.card.tickets', { count: item.transaction.noOfTickets })}
        </Typography>
        <PresenceQuestion
          eventId={item._id}
          eventName={item.name}
          transactionId={item.transaction._id}
          presence={item.isPresence}
        />
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={`/my/event/${item._id}`}
          aria-label={t('myEvents.card.viewLabel', { name: item.name })}
        >
          {t('myEvents.card.view')}
        </Button>
      </CardActions>
    </Card>
  );
}
