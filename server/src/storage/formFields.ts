import type { FastifySchemaCompiler } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { isAsTyped, trimText } from '../http/textHygiene';
import { validatorCompiler } from '../http/validatorCompiler';

type Checker = ReturnType<typeof Compile>;
const checkers = new WeakMap<TSchema, Checker>();

function checkerFor(schema: TSchema): Checker {
  let checker = checkers.get(schema);
  if (!checker) {
    checker = Compile(schema);
    checkers.set(schema, checker);
  }
  return checker;
}

/**
 * Checks the text fields of a multipart form against a TypeBox schema, with the same localised messages as
 * JSON bodies (validationMessage.ts). Values are taken as they are: multipart fields are always text.
 */
export function validateFormFields<Schema extends TSchema>(
  schema: Schema,
  fields: Record<string, string>,
): Static<Schema> {
  const checker = checkerFor(schema);
  if (checker.Check(fields)) return fields as Static<Schema>;
  const errors = [...checker.Errors(fields)];
  // The shape of fastify's own validation errors, so the one error handler words it like a JSON body's.
  throw Object.assign(new Error('invalid form fields'), {
    statusCode: 400,
    validation: errors,
    validationContext: 'body',
  });
}

/**
 * Route option for multipart routes: the body schema documents the form in /api/docs, but fastify has no body
 * to check (the parts are read in the handler, then validateFormFields checks them); other parts as usual.
 */
export const multipartValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route);

/**
 * Multipart text fields trimmed (whitespace and zero-width characters at both ends, see http/textHygiene.ts), with
 * blank ones dropped (an empty input means "not filled"); password fields are kept exactly as sent.
 */
export function cleanFormFields(fields: Record<string, string>): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const kept = isAsTyped(name) ? value : trimText(value);
    if (kept !== '') cleaned[name] = kept;
  }
  return cleaned;
}
