import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';

/** Catalogues whose keys a form's yup schema uses as messages. */
export type FormNamespace = 'auth' | 'account' | 'public' | 'tickets' | 'orders' | 'groups';

/**
 * The one bridge from yup to the screen: yup messages are catalogue keys of `ns` (e.g. `validation.required`),
 * translated when shown, so a language switch updates the messages already on screen. `fieldError` answers the
 * translated message of a touched field (`{{field}}` is filled with its label, other placeholders from `params`,
 * e.g. how many tickets are left), or undefined.
 */
export function useFieldError<Values>(formik: FormikProps<Values>, ns: FormNamespace) {
  // Subscribes to language changes; the keys are data (from yup), so they are looked up untyped.
  const { i18n } = useTranslation(ns);
  return (name: keyof Values & string, label?: string, params?: Record<string, unknown>): string | undefined => {
    if (!getIn(formik.touched, name)) return undefined;
    const key: unknown = getIn(formik.errors, name);
    // With the params: a message with plural forms only (`tooMany_one`, `tooMany_other`) exists for its count.
    if (typeof key !== 'string' || !i18n.exists(key, { ns, ...params })) return undefined;
    return String(i18n.t(key as never, { ns, field: label, ...params } as never));
  };
}

/**
 * Props for an MUI TextField bound to a formik field: value and handlers, an id, the label and the translated
 * message under it (a blank line when there is none, so the form does not jump).
 */
export function useFormField<Values>(
  formik: FormikProps<Values>,
  { idPrefix, ns }: { idPrefix: string; ns: FormNamespace },
) {
  const fieldError = useFieldError(formik, ns);
  return (name: keyof Values & string, label: string, params?: Record<string, unknown>) => {
    const text = fieldError(name, label, params);
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
