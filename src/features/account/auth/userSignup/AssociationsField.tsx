import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicAssociationsQuery } from '../../authApi';
import type { AssociationsPickerProps } from './AssociationsPicker';

const PICKER_ID = 'usersignup-associations';

// Once loaded, the picker shows at once on a later visit of the page: no stand-in to swap while the member types.
let loadedPicker: ComponentType<AssociationsPickerProps> | null = null;

const loadPicker = () =>
  import(/* webpackChunkName: "associations-picker" */ './AssociationsPicker').then(
    (module) => (loadedPicker = module.AssociationsPicker),
  );

export interface AssociationsFieldProps {
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * The associations to follow, picked from GET /user/associations/public; optional, so a failure only informs. MUI's
 * Autocomplete with Popper (about 20 KiB gzip) loads when the pointer or the focus first reaches the field, as the
 * events' location search does: a plain field of the same look stands in, and what is typed meanwhile carries over.
 */
export function AssociationsField({ value, onChange }: AssociationsFieldProps) {
  const { t } = useTranslation('auth');
  // Asked at once, so the list is there when the picker opens.
  const { data = [], isLoading, isError } = usePublicAssociationsQuery();
  const [input, setInput] = useState('');
  const [Picker, setPicker] = useState<ComponentType<AssociationsPickerProps> | null>(() => loadedPicker);
  const [focused, setFocused] = useState(false);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadPicker().then((component) => setPicker(() => component));
  };
  // Chosen associations (the form kept across a language switch) show as chips, which only the picker draws.
  const chosen = value.length > 0;
  useEffect(() => {
    if (chosen) load();
  });

  const label = t('userSignup.associations.label');
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
          autoFocus={focused}
        />
      ) : (
        <FormControl fullWidth>
          <InputLabel htmlFor={PICKER_ID}>{label}</InputLabel>
          <OutlinedInput
            id={PICKER_ID}
            label={label}
            value={input}
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
      )}
      {isError && <FormHelperText>{t('userSignup.associations.loadFailed')}</FormHelperText>}
    </div>
  );
}
