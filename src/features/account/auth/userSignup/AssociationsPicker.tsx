import Autocomplete from '@mui/material/Autocomplete';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicAssociationsQuery, type PublicAssociation } from '../../authApi';
import { useAutocompleteTexts } from '../../../../components/useAutocompleteTexts';

export interface AssociationsPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
}

/** The associations to follow, picked from GET /user/associations/public; optional, so a failure only informs. */
export function AssociationsPicker({ value, onChange }: AssociationsPickerProps) {
  const { t } = useTranslation('auth');
  const autocompleteTexts = useAutocompleteTexts();
  const { data = [], isLoading, isError } = usePublicAssociationsQuery();
  const selected = useMemo(() => data.filter((association) => value.includes(association._id)), [data, value]);

  return (
    <div>
      <Autocomplete<PublicAssociation, true>
        {...autocompleteTexts}
        multiple
        id="usersignup-associations"
        options={data}
        value={selected}
        loading={isLoading}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
        onChange={(_event, chosen) => onChange(chosen.map((association) => association._id))}
        noOptionsText={t('userSignup.associations.none')}
        renderInput={(params) => <TextField {...params} label={t('userSignup.associations.label')} />}
      />
      {isError && <FormHelperText>{t('userSignup.associations.loadFailed')}</FormHelperText>}
    </div>
  );
}
