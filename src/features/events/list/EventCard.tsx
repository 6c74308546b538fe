import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format';
import type { EventListItem } from '../eventsApi';

/**
 * One event of the list; the view button is disabled and reads 'Evento Scaduto' once the event has ended.
 * Memoised: the entity adapter keeps unchanged events' identity, so a favourite toggle re-renders one card. The
 * events render bench keeps this over cards selecting by id (2.0 against 8.2 ms a toggle with 500 cards; plain cards
 * 668 ms).
 */
export const EventCard = memo(function EventCard({
  event,
  priority = false,
}: {
  event: EventListItem;
  priority?: boolean;
}) {
  const { t } = useTranslation('events');
  return (
    <Card component="article" aria-label={event.name} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {event.picture && (
        <CardMedia
          component="img"
          height={160}
          image={event.picture}
          // The first card's picture is the page's largest paint: fetched first; the others when near the screen.
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          alt={t('list.card.pictureAlt', { name: event.name })}
        />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2">
          {event.name}
        </Typography>
        <Typography variant="body2" color="primary">
          {formatDate(event.eventDate)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {event.location.address}
        </Typography>
        <Typography
          variant="body2"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {event.description}
        </Typography>
      </CardContent>
      <CardActions>
        {event.isExpired ? (
          <Button variant="contained" disabled fullWidth>
            {t('list.card.expired')}
          </Button>
        ) : (
          <Button
            variant="contained"
            fullWidth
            component={RouterLink}
            to={`/event/detail/${event._id}`}
            aria-label={t('list.card.viewLabel', { name: event.name })}
          >
            {t('list.card.view')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
});
