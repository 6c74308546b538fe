import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { pngFile } from '../storage/testing/sampleFiles';
import { multipartPayload, type FormValue } from '../storage/testing/multipartPayload';

// Requests built from the committed docs/openapi.json: one valid request per operation, and the same request with
// one text field replaced, so a test can send hostile text to every text field the contract names.

interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface OperationDoc {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export type Part = 'path' | 'query' | 'json' | 'multipart';

/** A text field of an operation: where it goes, and whether the schema refuses it blank. */
export interface TextField {
  part: Part;
  name: string;
  /** Required and minLength >= 1 (a blank value must be refused). */
  nonBlank: boolean;
}

export interface Operation {
  method: string;
  /** The documented path, `{id}` placeholders included. */
  path: string;
  fields: TextField[];
  /**
   * The request with every field valid by the schema, `replace` swapped in for one field; `ids` gives path params
   * real values where the route looks the entity up before it reads its form.
   */
  request(replace?: { field: TextField; value: string }, ids?: Record<string, string>): InjectOptions;
}

// Values that pass the contract's patterns; a field takes the first that matches (a new pattern needs one here).
const PATTERN_SAMPLES = [
  '0123456789abcdef01234567',
  'a'.repeat(64),
  '+39',
  '3331234567',
  '1990-04-12',
  '2026-12-18T17:30:00.000Z',
  'RSSMRA80A01F205X',
  '45.46',
  'ABC123',
  'MI',
  'IT60X0542811101000000123456',
  'https://campo.example',
  'true',
  '123456',
];

function sampleText(schema: Schema, where: string): string {
  if (schema.format === 'email') return 'anna@example.it';
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const sample = PATTERN_SAMPLES.find((value) => pattern.test(value) && fits(value));
    if (!sample) throw new Error(`contractFuzz: no sample for ${where} (pattern ${schema.pattern})`);
    return sample;
  }
  return 'Campo'.padEnd(Math.max(5, schema.minLength ?? 0), 'x');
}

function sample(schema: Schema, where: string): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0], where);
  switch (schema.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'string':
      return sampleText(schema, where);
    default:
      throw new Error(`contractFuzz: no sample for ${where} (${JSON.stringify(schema)})`);
  }
}

const isText = (schema: Schema) => schema.type === 'string' && schema.format !== 'binary' && !schema.enum;
const nonBlank = (schema: Schema, required: boolean) => required && (schema.minLength ?? 0) >= 1;

function operation(method: string, documented: string, doc: OperationDoc): Operation {
  const parameters = doc.parameters ?? [];
  const params = parameters.filter((parameter) => parameter.in === 'path');
  const query = parameters.filter((parameter) => parameter.in === 'query' && parameter.required);
  const optionalText = parameters.filter((p) => p.in === 'query' && !p.required && isText(p.schema));
  const [contentType, content] = Object.entries(doc.requestBody?.content ?? {})[0] ?? [];
  const bodyPart: Part = contentType === 'multipart/form-data' ? 'multipart' : 'json';
  const body = content?.schema;
  const bodyRequired = new Set(body?.required ?? []);
  const bodyFields = Object.entries(body?.properties ?? {});

  const fields: TextField[] = [
    ...params.map((p) => ({ part: 'path' as const, name: p.name, nonBlank: false })),
    ...[...query, ...optionalText]
      .filter((p) => isText(p.schema))
      .map((p) => ({ part: 'query' as const, name: p.name, nonBlank: nonBlank(p.schema, Boolean(p.required)) })),
    ...bodyFields
      .filter(([, schema]) => isText(schema))
      .map(([name, schema]) => ({ part: bodyPart, name, nonBlank: nonBlank(schema, bodyRequired.has(name)) })),
  ];

  const request: Operation['request'] = (replace, ids = {}) => {
    const valueOf = (part: Part, name: string, schema: Schema) => {
      if (replace && replace.field.part === part && replace.field.name === name) return replace.value;
      return part === 'path' && ids[name] ? ids[name] : sample(schema, `${method} ${documented} ${name}`);
    };
    const url = documented.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(valueOf('path', name, params.find((p) => p.name === name)!.schema))),
    );
    const search = new URLSearchParams();
    for (const p of query) search.set(p.name, String(valueOf('query', p.name, p.schema)));
    if (replace?.field.part === 'query' && !search.has(replace.field.name))
      search.set(replace.field.name, replace.value);
    const withQuery = search.size > 0 ? `${url}?${search}` : url;
    const options: InjectOptions = { method: method.toUpperCase() as 'GET', url: withQuery };
    if (!body) return options;
    if (bodyPart === 'json') {
      const payload = Object.fromEntries(
        bodyFields
          .filter(([name]) => bodyRequired.has(name) || replace?.field.name === name)
          .map(([name, schema]) => [name, valueOf('json', name, schema)]),
      );
      return { ...options, payload };
    }
    const form: Record<string, FormValue> = {};
    for (const [name, schema] of bodyFields) {
      const replaced = replace?.field.part === 'multipart' && replace.field.name === name;
      if (!bodyRequired.has(name) && !replaced) continue;
      form[name] = schema.format === 'binary' ? pngFile() : String(valueOf('multipart', name, schema));
    }
    const { payload, headers } = multipartPayload(form);
    return { ...options, payload, headers };
  };

  return { method: method.toUpperCase(), path: documented, fields, request };
}

/** Every operation of docs/openapi.json that takes a body, a query string or path params. */
export function contractOperations(): Operation[] {
  const file = path.resolve(__dirname, '../../../docs/openapi.json');
  const document = JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, OperationDoc>> };
  return Object.entries(document.paths).flatMap(([documented, methods]) =>
    Object.entries(methods)
      .map(([method, doc]) => operation(method, documented, doc))
      .filter((candidate) => candidate.fields.length > 0),
  );
}
