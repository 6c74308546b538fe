import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import type { LocationAutocompleteProps } from './LocationAutocomplete';
import { selectEventsFilter } from './eventsFilterSlice';

const loadAutocomplete = () =>
  import(/* webpackChunkName: "location-search" */ './LocationAutocomplete').then(
    (module) => module.LocationAutocomplete,
  );

/**
 * A remote search of places; choosing one filters the events around it. MUI's Autocomplete (with Popper) loads when
 * the pointer or the focus first reaches the field: until then a plain field of the same look stands in, and what
 * is typed into it meanwhile carries over.
 */
export function LocationSearch() {
  const { t } = useTranslation('events');
  const { location } = useAppSelector(selectEventsFilter);
  const [input, setInput] = useState('');
  const [Autocomplete, setAutocomplete] = useState<ComponentType<LocationAutocompleteProps> | null>(null);
  // Whether the stand-in has the focus, to hand it to the Autocomplete when that arrives.
  const [focused, setFocused] = useState(false);
  const loading = useRef(false);
  const inputId = useId();

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadAutocomplete().then((component) => setAutocomplete(() => component));
  };

  if (Autocomplete) {
    return <Autocomplete input={input} onInputChange={setInput} autoFocus={focused} />;
  }
  // The outlined field's parts rather than TextField, which brings the filled and standard variants too.
  return (
    <FormControl fullWidth sx={{ flex: 1, minWidth: 240 }}>
      <InputLabel htmlFor={inputId}>{t('list.location.label')}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={t('list.location.label')}
        value={input || location?.address || ''}
        onChange={(event) => setInput(event.target.value)}
        onPointerEnter={load}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
        inputProps={{ role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' }}
      />
    </FormControl>
  );
}
