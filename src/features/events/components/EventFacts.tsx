import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../../lib/format';
import type { PublicEvent } from '../eventsApi';
import { mapsSearchUrl, websiteHref } from './eventLinks';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const FACT_FIELDS = ['startDate', 'startTime', 'endDate', 'endTime', 'location', 'category', 'websiteUrl'] as const;

/**
 * Dates, times, place, category and website, as a description list (price and tickets: RegisterPanel). Renders again
 * only when one of them changes (a favourite flip gives the cached event a new identity, not new facts).
 */
export const EventFacts = memo(
  function EventFacts({ event }: { event: PublicEvent }) {
    const { t } = useTranslation('events');
    const website = websiteHref(event.websiteUrl);
    const notAvailable = t('detail.notAvailable');

    return (
      <Box
        component="dl"
        // One column on a phone (each label above its value); long addresses and links wrap instead of widening the page.
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
          '& dd': { mb: { xs: 1, sm: 0 } },
        }}
      >
        <Fact label={t('detail.start')}>{formatDateAndTime(event.startDate, event.startTime)}</Fact>
        <Fact label={t('detail.end')}>{formatDateAndTime(event.endDate, event.endTime)}</Fact>
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
        <Fact label={t('detail.website')}>
          {website ? (
            <Link href={website} target="_blank" rel="noopener noreferrer">
              {website}
            </Link>
          ) : (
            notAvailable
          )}
        </Fact>
      </Box>
    );
  },
  (before, after) => FACT_FIELDS.every((field) => before.event[field] === after.event[field]),
);
