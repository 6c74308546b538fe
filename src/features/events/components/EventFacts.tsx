import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../../lib/format';
import type { PublicEvent } from '../eventsApi';
import { mapsSearchUrl, websiteHref } from './eventLinks';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Dates, times, place, category, cost, website and tickets left, as a description list. */
export function EventFacts({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('events');
  const website = websiteHref(event.websiteUrl);
  const notAvailable = t('detail.notAvailable');

  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
    >
      <Fact label={t('detail.start')}>{`${formatDate(event.startDate)} ${event.startTime}`}</Fact>
      <Fact label={t('detail.end')}>{`${formatDate(event.endDate)} ${event.endTime}`}</Fact>
      <Fact label={t('detail.address')}>
        {event.location.address || notAvailable}
        <Button
          size="small"
          startIcon={<MapIcon />}
          href={mapsSearchUrl(event.location.coordinates)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ ml: 1 }}
        >
          {t('detail.showMap')}
        </Button>
      </Fact>
      <Fact label={t('detail.category')}>{event.category?.name ?? notAvailable}</Fact>
      <Fact label={t('detail.cost')}>{formatEuro(event.cost)}</Fact>
      <Fact label={t('detail.website')}>
        {website ? (
          <Link href={website} target="_blank" rel="noopener noreferrer">
            {website}
          </Link>
        ) : (
          notAvailable
        )}
      </Fact>
      <Fact label={t('detail.remainingTickets')}>{event.remainingTickets}</Fact>
    </Box>
  );
}
