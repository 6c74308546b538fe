import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutocompleteStandIn, loadOnReach, useAutocompleteOnReach } from '../../../../components/AutocompleteStandIn';
import { usePublicAssociationsQuery } from '../../authApi';

const PICKER_ID = 'usersignup-associations';

// Once loaded, the picker shows at once on a later visit of the page: no stand-in to swap while the member types.
const picker = loadOnReach(() =>
  import(/* webpackChunkName: "associations-picker" */ './AssociationsPicker').then(
    (module) => module.AssociationsPicker,
  ),
);
export interface AssociationsFieldProps {
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * The associations to follow, picked from GET /user/associations/public; optional, so a failure only informs. MUI's
 * Autocomplete loads when the pointer or the focus first reaches the field (`AutocompleteStandIn`).
 */
export function AssociationsField({ value, onChange }: AssociationsFieldProps) {
  const { t } = useTranslation('userSignup');
  // Asked at once, so the list is there when the picker opens.
  const { data = [], isLoading, isError } = usePublicAssociationsQuery();
  const [input, setInput] = useState('');
  const reach = useAutocompleteOnReach(picker);
  const { Component: Picker, load } = reach;

  // Chosen associations (the form kept across a language switch) show as chips, which only the picker draws.
  const chosen = value.length > 0;
  useEffect(() => {
    if (chosen) load();
  });

  const label = t('associations.label');
  return (
    <div>
      {Picker ? (
        <Picker
          id={PICKER_ID}
          value={value}
          onChange={onChange}
          options={data}
          loading={isLoading}
          input={input}
          onInputChange={setInput}
          autoFocus={reach.focused}
        />
      ) : (
        <AutocompleteStandIn id={PICKER_ID} label={label} value={input} onChange={setInput} reach={reach} />
      )}
      {isError && <FormHelperText>{t('associations.loadFailed')}</FormHelperText>}
    </div>
  );
}
