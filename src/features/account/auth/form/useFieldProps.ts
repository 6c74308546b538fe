import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { isValidationKey } from '../validationMessages';

/**
 * Props for an MUI TextField bound to a formik field: value and handlers, an id, and the translated message
 * once the field has been touched. `label` also fills `{{field}}` in the generic "is required" message.
 */
export function useFieldProps<Values>(formik: FormikProps<Values>, idPrefix: string) {
  const { t } = useTranslation('auth');

  return (name: keyof Values & string, label: string) => {
    const touched = Boolean(formik.touched[name]);
    const error = touched ? formik.errors[name] : undefined;
    const text = isValidationKey(error) ? t(error, { field: label }) : undefined;
    return {
      ...formik.getFieldProps(name),
      id: `${idPrefix}-${name}`,
      name,
      label,
      error: Boolean(text),
      helperText: text ?? ' ',
    };
  };
}
