import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAssociation } from '../../authApi';
import { useAutocompleteTexts } from '../../../../components/useAutocompleteTexts';

export interface AssociationsPickerProps {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  options: PublicAssociation[];
  loading: boolean;
  /** What was typed into the stand-in before this loaded. */
  input: string;
  onInputChange: (input: string) => void;
  /** The stand-in had the focus: take it, and open the list as the member's click asked. */
  autoFocus: boolean;
}

const NONE: PublicAssociation[] = [];

/** MUI's Autocomplete (with Popper) over the public associations; loaded by AssociationsField on first use. */
export function AssociationsPicker(props: AssociationsPickerProps) {
  const { value, onChange, options, autoFocus } = props;
  const { t } = useTranslation('userSignup');
  const autocompleteTexts = useAutocompleteTexts();
  // The same array while nothing is chosen: Autocomplete clears what is typed whenever its value changes identity,
  // and the options arriving (a new, filtered empty array) would wipe what the member typed meanwhile.
  const selected = useMemo(() => {
    const chosen = options.filter((association) => value.includes(association._id));
    return chosen.length === 0 ? NONE : chosen;
  }, [options, value]);

  return (
    <Autocomplete<PublicAssociation, true>
      {...autocompleteTexts}
      multiple
      id={props.id}
      options={options}
      value={selected}
      loading={props.loading}
      inputValue={props.input}
      onInputChange={(_event, input) => props.onInputChange(input)}
      openOnFocus={autoFocus}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      onChange={(_event, chosen) => onChange(chosen.map((association) => association._id))}
      noOptionsText={t('associations.none')}
      renderInput={(params) => <TextField {...params} autoFocus={autoFocus} label={t('associations.label')} />}
    />
  );
}
