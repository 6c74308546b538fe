import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/EmptyState';
import type { EventListItem } from '../../accountApi';
import { CardGrid } from '../../../../components/CardGrid';
import { EventSummaryCard } from '../../../../components/EventSummaryCard';

export function FavouriteEvents({ events }: { events: EventListItem[] }) {
  const { t } = useTranslation(['account', 'common']);
  const title = t('profile.details.favouritesTitle');
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      {events.length === 0 ? (
        <EmptyState
          title={t('common:messages.empty.noFavouriteEvent')}
          icon={<FavoriteBorderIcon fontSize="inherit" />}
        />
      ) : (
        <CardGrid>
          {events.map((event) => (
            <li key={event._id}>
              <EventSummaryCard event={event} />
            </li>
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
