import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useGeocodeQuery, type LocationOption } from '../eventsApi';
import { locationChanged, selectEventsFilter } from './eventsFilterSlice';
import { useAutocompleteTexts } from '../../../components/useAutocompleteTexts';

/** Typing settles this long before the geocoder is asked. */
const LOCATION_SEARCH_DEBOUNCE_MS = 400;
const MIN_SEARCH_LENGTH = 2;

export interface LocationAutocompleteProps {
  /** The text typed so far (kept by LocationSearch, so what was typed while this loaded stays). */
  input: string;
  onInputChange: (input: string) => void;
  /** Takes the focus when it mounts, with the caret after the text (the stand-in had it). */
  autoFocus: boolean;
}

/** LocationSearch's combobox: a remote search of places; choosing one filters the events around it. */
export function LocationAutocomplete({ input, onInputChange, autoFocus }: LocationAutocompleteProps) {
  const { t } = useTranslation('events');
  const dispatch = useAppDispatch();
  const { location } = useAppSelector(selectEventsFilter);
  const inputRef = useRef<HTMLInputElement>(null);
  // useAutocomplete resets the text to the chosen place's label when it mounts: what was typed into the stand-in
  // while this loaded is kept instead.
  const keepTyped = useRef(input !== '');
  // ...and the list opens for it, as it would have had it been typed here.
  const [open, setOpen] = useState(input !== '');
  const search = useDebouncedValue(input.trim(), LOCATION_SEARCH_DEBOUNCE_MS);
  const searching = search.length >= MIN_SEARCH_LENGTH && search !== location?.address;
  const { currentData, error, isFetching } = useGeocodeQuery(search, { skip: !searching });

  useEffect(() => {
    const field = inputRef.current;
    if (!autoFocus || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    // Only when it mounts, in place of the stand-in that had the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (error) toast.error({ key: 'messages.location.fetchFailed' });
  }, [error]);

  const autocompleteTexts = useAutocompleteTexts();
  // A failed search empties the options (SPEC section 8).
  const options = error || !searching ? [] : (currentData ?? []);

  return (
    <Autocomplete<LocationOption>
      {...autocompleteTexts}
      sx={{ flex: 1, minWidth: 240 }}
      options={location && !options.includes(location) ? [location, ...options] : options}
      filterOptions={(all) => all}
      value={location}
      isOptionEqualToValue={(option, value) => option.address === value.address}
      getOptionLabel={(option) => option.address}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        const typedKept = keepTyped.current && reason === 'reset';
        keepTyped.current = false;
        if (!typedKept) onInputChange(value);
      }}
      onChange={(_event, value) => dispatch(locationChanged(value))}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={isFetching}
      loadingText={t('list.location.loading')}
      noOptionsText={t('list.location.noOptions')}
      renderInput={(params) => <TextField {...params} inputRef={inputRef} label={t('list.location.label')} />}
    />
  );
}
