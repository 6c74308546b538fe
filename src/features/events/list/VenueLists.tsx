import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/store/hooks';
import { OnceOpened } from '../../../components/OnceOpened';
import { toast } from '../../../lib/toast';
import { useGetVenuesQuery } from '../eventsApi';
import { locationChanged } from './eventsFilterSlice';
import type { VenueEntry } from './VenueListBody';

// The lists start folded: their places (Collapse, List) load when one is first opened.
const VenueListBody = lazy(() =>
  import(/* webpackChunkName: "events-venue-list" */ './VenueListBody').then((module) => ({
    default: module.VenueListBody,
  })),
);

function VenueList({ title, empty, venues }: { title: string; empty: string; venues: VenueEntry[] }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Box sx={{ flex: 1, minWidth: 220 }}>
      <Button
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        {title}
      </Button>
      <OnceOpened open={open}>
        <VenueListBody
          id={listId}
          open={open}
          title={title}
          empty={empty}
          venues={venues}
          onChoose={(location) => dispatch(locationChanged(location))}
        />
      </OnceOpened>
    </Box>
  );
}

/** The user's recent location searches and the popular venues; choosing one sets the location. */
export function VenueLists() {
  const { t } = useTranslation('events');
  const { data, error } = useGetVenuesQuery();

  useEffect(() => {
    if (error) toast.error({ key: 'messages.location.venuesFetchFailed' });
  }, [error]);

  const venues = error ? undefined : data;
  const recent = (venues?.recentSearchVenues ?? []).map(({ _id, address, lat, lng }) => ({
    _id,
    label: address,
    address,
    lat,
    lng,
  }));
  const popular = (venues?.popularVenues ?? []).map(({ _id, name, address, lat, lng }) => ({
    _id,
    label: name,
    address,
    lat,
    lng,
  }));

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <VenueList title={t('list.location.recent')} empty={t('list.location.noneRecent')} venues={recent} />
      <VenueList title={t('list.location.popular')} empty={t('list.location.nonePopular')} venues={popular} />
    </Box>
  );
}
