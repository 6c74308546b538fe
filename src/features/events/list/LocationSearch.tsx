import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useGeocodeQuery, type LocationOption } from '../eventsApi';
import { locationChanged, selectEventsFilter } from './eventsFilterSlice';

/** Typing settles this long before the geocoder is asked. */
export const LOCATION_SEARCH_DEBOUNCE_MS = 400;
const MIN_SEARCH_LENGTH = 2;

/** A remote search of places; choosing one filters the events around it. */
export function LocationSearch() {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const { location } = useAppSelector(selectEventsFilter);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), LOCATION_SEARCH_DEBOUNCE_MS);
  const searching = search.length >= MIN_SEARCH_LENGTH && search !== location?.address;
  const { currentData, error, isFetching } = useGeocodeQuery(search, { skip: !searching });

  useEffect(() => {
    if (error) toast.error(tCommon('messages.location.fetchFailed'));
  }, [error, tCommon]);

  // A failed search empties the options (SPEC section 8).
  const options = error || !searching ? [] : (currentData ?? []);

  return (
    <Autocomplete<LocationOption>
      sx={{ flex: 1, minWidth: 240 }}
      options={location && !options.includes(location) ? [location, ...options] : options}
      filterOptions={(all) => all}
      value={location}
      isOptionEqualToValue={(option, value) => option.address === value.address}
      getOptionLabel={(option) => option.address}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, value) => dispatch(locationChanged(value))}
      loading={isFetching}
      loadingText={t('list.location.loading')}
      noOptionsText={t('list.location.noOptions')}
      renderInput={(params) => <TextField {...params} label={t('list.location.label')} />}
    />
  );
}
