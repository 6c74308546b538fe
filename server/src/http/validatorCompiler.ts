import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** Converted values kept per route part: the distinct pagings and filters a list is asked with. */
export const CONVERTED_MEMO_SIZE = 200;
const MEMO_VALUE_LENGTH = 100;

type Result = { value: unknown } | { error: FastifySchemaValidationError[] };

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

/** The fields of a querystring or params as one string, when they are short texts (else null: not memoised). */
function memoKey(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  let key = '';
  for (const [name, field] of Object.entries(value)) {
    if (typeof field !== 'string' || field.length > MEMO_VALUE_LENGTH) return null;
    key += `${name}\u0000${field}\u0001`;
  }
  return key;
}

const isFlat = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((field) => field === null || typeof field !== 'object');

/** The conversion's accepted results by the fields sent (it depends on nothing else), handed out as copies. */
function memoised(convert: (value: unknown) => Result): (value: unknown) => Result {
  const results = new Map<string, object>();
  return (value) => {
    const key = memoKey(value);
    const known = key === null ? undefined : results.get(key);
    if (known) return { value: { ...known } };
    const result = convert(value);
    if (key !== null && 'value' in result && isFlat(result.value)) {
      if (results.size >= CONVERTED_MEMO_SIZE) results.delete(results.keys().next().value!);
      results.set(key, { ...(result.value as object) });
    }
    return result;
  };
}

/**
 * TypeBoxValidatorCompiler without running its value conversion (an interpreted walk of the schema) on every
 * request, for params and querystrings: fields sent that are all text for text properties (`/event/:id`, a list
 * asked without paging) are checked as they came; others (`?offset=20&limit=10`) are converted and checked as
 * before, once per distinct set of fields. Bodies are never converted.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const converting = TypeBoxValidatorCompiler(route) as (value: unknown) => Result;
  const text = route.httpPart === 'body' ? null : textProperties(route.schema);
  if (!text) return converting;
  const checker = Compile(route.schema);
  const convertingOnce = memoised(converting);
  return (value) => {
    if (!onlyText(value, text)) return convertingOnce(value);
    return checker.Check(value) ? { value } : { error: checker.Errors(value) as FastifySchemaValidationError[] };
  };
};
