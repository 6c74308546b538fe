import type { FastifySchemaValidationError } from 'fastify';
import type { Language } from '../i18n/language';
import { coreTexts } from '../i18n/catalogue';

const TYPE_NAMES: Record<Language, Record<string, string>> = {
  it: {
    string: 'testo',
    number: 'numero',
    integer: 'numero intero',
    boolean: 'booleano',
    object: 'oggetto',
    array: 'lista',
  },
  en: { string: 'string', number: 'number', integer: 'integer', boolean: 'boolean', object: 'object', array: 'array' },
};

function fieldName(error: FastifySchemaValidationError, context: string): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context;
}

function firstOf(value: unknown): string | undefined {
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

/**
 * One readable, localised sentence for the first schema violation (the client fixes one thing at a time;
 * TypeBox lists the errors in schema order).
 */
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  context: string,
  language: Language,
): string {
  // TypeBox reports additionalProperties twice (once as the `false` subschema); keep the readable one.
  const error = errors.find((candidate) => candidate.keyword !== 'boolean') ?? errors[0];
  const params = (error?.params ?? {}) as Record<string, unknown>;
  const field = error ? fieldName(error, context) : context;
  switch (error?.keyword) {
    case 'required': {
      const missing = firstOf(params.requiredProperties) ?? String(params.missingProperty ?? '');
      return coreTexts.text(language, 'validation.required', {
        field: field === context ? missing : `${field}.${missing}`,
      });
    }
    case 'type':
      if (error.instancePath === '' && params.type === 'object')
        return coreTexts.text(language, 'validation.bodyNotObject');
      return coreTexts.text(language, 'validation.type', {
        field,
        type: TYPE_NAMES[language][String(params.type)] ?? String(params.type),
      });
    case 'minLength':
      return Number(params.limit) <= 1
        ? coreTexts.text(language, 'validation.empty', { field })
        : coreTexts.text(language, 'validation.minLength', { field, limit: String(params.limit) });
    case 'maxLength':
      return coreTexts.text(language, 'validation.maxLength', { field, limit: String(params.limit) });
    case 'pattern':
      return coreTexts.text(language, 'validation.invalid', { field });
    case 'format':
      return params.format === 'email'
        ? coreTexts.text(language, 'validation.email', { field })
        : coreTexts.text(language, 'validation.format', { field });
    case 'minimum':
    case 'exclusiveMinimum':
      return coreTexts.text(language, 'validation.minimum', { field, limit: String(params.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return coreTexts.text(language, 'validation.maximum', { field, limit: String(params.limit) });
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return coreTexts.text(language, 'validation.enum', { field });
    case 'additionalProperties': {
      const extra = firstOf(params.additionalProperties) ?? String(params.additionalProperty ?? '');
      return coreTexts.text(language, 'validation.unknownField', {
        field: field === context ? extra : `${field}.${extra}`,
      });
    }
    default:
      return coreTexts.text(language, 'validation.invalid', { field });
  }
}
