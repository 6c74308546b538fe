import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** The properties of an object schema that take text. */
function textProperties(schema: TSchema): Set<string> | null {
  const { type, properties } = schema as { type?: unknown; properties?: Record<string, { type?: unknown }> };
  if (type !== 'object' || !properties) return null;
  return new Set(Object.keys(properties).filter((name) => properties[name].type === 'string'));
}

/** Every field sent is text for a text property: converting it could change nothing. */
function onlyText(value: unknown, text: Set<string>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  for (const name in value) {
    if (!text.has(name) || typeof (value as Record<string, unknown>)[name] !== 'string') return false;
  }
  return true;
}

/**
 * TypeBoxValidatorCompiler, without its value conversion (an interpreted walk of the schema on every request) for
 * params and querystrings whose fields sent are all text for text properties, e.g. `/event/:id` or a list asked
 * without paging: they are checked as they came. Anything else (a number or a boolean in a querystring) is converted
 * first, as before; bodies are never converted.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const converting = TypeBoxValidatorCompiler(route);
  const text = route.httpPart === 'body' ? null : textProperties(route.schema);
  if (!text) return converting;
  const checker = Compile(route.schema);
  return (value) => {
    if (!onlyText(value, text)) return converting(value);
    return checker.Check(value) ? { value } : { error: checker.Errors(value) as FastifySchemaValidationError[] };
  };
};
