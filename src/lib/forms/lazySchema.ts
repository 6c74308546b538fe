import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema, ValidationError } from 'yup';

function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError';
}

/** The errors yup finds in `values`, as formik's own yup bridge (`validationSchema`) answers them. */
async function schemaErrors<Values extends FormikValues>(
  values: Values,
  schema: Schema,
): Promise<FormikErrors<Values>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if (isValidationError(error)) return yupToFormErrors<Values>(error);
    throw error;
  }
}

/**
 * A form's schema module (yup and its rules) loaded when the form first validates (the first change, blur or submit),
 * not with the page: yup is 12 KiB gzip a page does not need to render. `validateWith(pick)` gives `useFormik` a
 * `validate` for the schema `pick` takes from the module (a schema built from the page's data, or one per step);
 * `load` resolves with the module once it is in (for `schema.cast` on submit).
 */
export function lazySchemaModule<Module>(importModule: () => Promise<Module>) {
  let loading: Promise<Module> | undefined;
  const load = () => (loading ??= importModule());
  const validateWith =
    <Values extends FormikValues>(pick: (module: Module) => Schema) =>
    async (values: Values): Promise<FormikErrors<Values>> =>
      schemaErrors(values, pick(await load()));
  return { load, validateWith };
}

/**
 * One fixed schema loaded on first validation: give `validate` to `useFormik` instead of `validationSchema`; it
 * answers the same errors. `load` resolves with the schema once it is in.
 */
export function lazySchema<Values extends FormikValues, S extends Schema>(importSchema: () => Promise<S>) {
  const module = lazySchemaModule(importSchema);
  return { load: module.load, validate: module.validateWith<Values>((schema) => schema) };
}
