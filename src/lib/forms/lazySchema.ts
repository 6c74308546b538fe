import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema, ValidationError } from 'yup';

function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError';
}

/**
 * A form's yup schema loaded when it first validates (the first change, blur or submit), not with the page: yup is
 * 12 KiB gzip a page does not need to render. Give `validate` to `useFormik` instead of `validationSchema`; it
 * answers the same errors (formik's own yup bridge). `load` resolves with the schema once it is in.
 */
export function lazySchema<Values extends FormikValues, S extends Schema>(importSchema: () => Promise<S>) {
  let loading: Promise<S> | undefined;
  const load = () => (loading ??= importSchema());
  const validate = async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await validateYupSchema(values, await load());
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
  return { load, validate };
}
