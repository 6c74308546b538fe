import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { toast } from '../../../lib/toast';
import { useGetVenuesQuery, type LocationOption } from '../eventsApi';
import { locationChanged } from './eventsFilterSlice';

interface VenueEntry extends LocationOption {
  _id: string;
  label: string;
}

function VenueList({ title, empty, venues }: { title: string; empty: string; venues: VenueEntry[] }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Box sx={{ flex: 1, minWidth: 220 }}>
      <Button
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        {title}
      </Button>
      <Collapse in={open} id={listId}>
        {venues.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
            {empty}
          </Typography>
        ) : (
          <List dense aria-label={title}>
            {venues.map(({ _id, label, address, lat, lng }) => (
              <ListItemButton key={_id} onClick={() => dispatch(locationChanged({ address, lat, lng }))}>
                <ListItemText primary={label} secondary={label === address ? undefined : address} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Collapse>
    </Box>
  );
}

/** The user's recent location searches and the popular venues; choosing one sets the location. */
export function VenueLists() {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  const { data, error } = useGetVenuesQuery();

  useEffect(() => {
    if (error) toast.error(tCommon('messages.location.venuesFetchFailed'));
  }, [error, tCommon]);

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
