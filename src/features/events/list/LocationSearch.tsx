import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutocompleteStandIn, loadOnReach, useAutocompleteOnReach } from '../../../components/AutocompleteStandIn';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectEventsFilter } from './eventsFilterSlice';

const autocomplete = loadOnReach(() =>
  import(/* webpackChunkName: "location-search" */ './LocationAutocomplete').then(
    (module) => module.LocationAutocomplete,
  ),
);

/**
 * A remote search of places; choosing one filters the events around it. The Autocomplete loads when the pointer or
 * the focus first reaches the field (`AutocompleteStandIn`).
 */
export function LocationSearch() {
  const { t } = useTranslation('events');
  const { location } = useAppSelector(selectEventsFilter);
  const [input, setInput] = useState('');
  const reach = useAutocompleteOnReach(autocomplete);
  const inputId = useId();

  const { Component: Autocomplete } = reach;
  if (Autocomplete) {
    return <Autocomplete input={input} onInputChange={setInput} autoFocus={reach.focused} />;
  }
  return (
    <AutocompleteStandIn
      id={inputId}
      label={t('list.location.label')}
      value={input || location?.address || ''}
      onChange={setInput}
      reach={reach}
      sx={{ flex: 1, minWidth: 240 }}
    />
  );
}
