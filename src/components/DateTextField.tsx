import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';
import { displayDateToWire } from '../lib/displayDate';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

export interface DateTextFieldProps extends Omit<OutlinedFieldProps, 'value' | 'onChange' | 'type' | 'placeholder'> {
  /** YYYY-MM-DD, or null for no date. */
  value: string | null;
  /** Called with YYYY-MM-DD once a complete, real date is typed, and with null when the field is emptied. */
  onChange: (value: string | null) => void;
}

/** Digits only, with the slashes of DD/MM/YYYY put in as the user types. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/**
 * A date typed as DD/MM/YYYY in every language (SPEC section 9), where a native date input would show the
 * browser's own format (mm/dd/yyyy in an English browser); the value on the wire stays YYYY-MM-DD. Full width unless
 * told otherwise, as the theme makes every TextField.
 */
export function DateTextField({
  value,
  onChange,
  helperText,
  error,
  fullWidth = true,
  inputProps,
  ...props
}: DateTextFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatDate(value));
  const [shownValue, setShownValue] = useState(value);
  // A value changed from outside (a reset) replaces what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== displayDateToWire(text)) setText(formatDate(value));
  }
  const invalid = text.length === 10 && displayDateToWire(text) === null;

  return (
    <OutlinedField
      {...props}
      fullWidth={fullWidth}
      value={text}
      onChange={(event) => {
        const next = maskDate(event.target.value);
        setText(next);
        const wire = next === '' ? null : displayDateToWire(next);
        if ((next === '' || wire !== null) && wire !== value) {
          setShownValue(wire);
          onChange(wire);
        }
      }}
      error={invalid || error}
      helperText={invalid ? t('shared.dateField.invalid') : (helperText ?? t('shared.dateField.hint'))}
      placeholder={t('shared.dateField.placeholder')}
      autoComplete="off"
      inputProps={{ ...inputProps, inputMode: 'numeric', maxLength: 10 }}
    />
  );
}
