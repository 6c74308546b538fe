import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { EventListItem } from '../api/wire';
import { formatDate } from '../lib/format';

/** An event in a profile or association list: picture, name, date, address and a link to its detail page. */
export function EventSummaryCard({ event }: { event: EventListItem }) {
  const { t } = useTranslation('common');
  const address = event.location?.address;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {event.picture && (
        <CardMedia
          component="img"
          height={140}
          image={event.picture}
          alt={t('shared.eventCard.pictureAlt', { name: event.name })}
          loading="lazy"
        />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
          {event.name}
        </Typography>
        <Stack spacing={0.5} sx={{ color: 'text.secondary' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EventIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{formatDate(event.eventDate)}</Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PlaceIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{address || t('shared.eventCard.noAddress')}</Typography>
          </Stack>
        </Stack>
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={`/event/detail/${event._id}`}
          aria-label={t('shared.eventCard.viewLabel', { name: event.name })}
        >
          {t('shared.eventCard.view')}
        </Button>
      </CardActions>
    </Card>
  );
}
