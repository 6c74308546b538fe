import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** An object schema whose properties are all strings: converting text from a URL can change nothing in it. */
function onlyStrings(schema: TSchema): boolean {
  const { type, properties } = schema as { type?: unknown; properties?: Record<string, { type?: unknown }> };
  return type === 'object' && properties !== undefined && Object.values(properties).every((property) => property.type === 'string');
}

/**
 * TypeBoxValidatorCompiler, without its value conversion (an interpreted walk of the schema, on every request) for
 * params and querystrings made of strings only, e.g. `/event/:id`: their text is checked as it came. Other parts
 * (numbers, booleans in a querystring) are converted first, as before; bodies are never converted.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  if (route.httpPart === 'body' || !onlyStrings(route.schema)) return TypeBoxValidatorCompiler(route);
  const checker = Compile(route.schema);
  return (value) => (checker.Check(value) ? { value } : { error: checker.Errors(value) });
};
