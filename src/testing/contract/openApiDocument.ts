import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

// The committed OpenAPI document (docs/openapi.json, written by `npm run contract` from the server's schemas),
// compiled once per test file: which route a request hits, and whether an answer fits that route's schema.

interface ResponseObject {
  content?: Record<string, { schema?: object }>;
}
interface OperationObject {
  responses?: Record<string, ResponseObject>;
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
}

const document = JSON.parse(readFileSync(join(__dirname, '../../../docs/openapi.json'), 'utf8')) as Document;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
// The whole document, so a response schema's `$ref: '#/components/schemas/...'` resolves inside it.
const DOCUMENT_ID = 'openapi.json';
ajv.addSchema(document, DOCUMENT_ID);

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
/** A validator for the schema at `parts` of the document (compiled where it sits, so its refs resolve). */
const compileAt = (...parts: string[]): ValidateFunction =>
  ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer(...parts)}` });

interface Template {
  path: string;
  pattern: RegExp;
  params: number;
}

/** Path templates, most specific first: `/user/event/presence` wins over `/user/event/{id}`. */
const templates: Template[] = Object.keys(document.paths)
  .map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

/** The document's path template for a request (`/api/user/association/abc` -> `/api/user/association/{id}`). */
export function routeOf(method: string, pathname: string): string | null {
  const verb = method.toLowerCase();
  return (
    templates.find((template) => template.pattern.test(pathname) && document.paths[template.path][verb])?.path ?? null
  );
}

/** Every (method, path) the document lists, e.g. ['get', '/api/user/events']. */
export function documentedRoutes(): [string, string][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method): [string, string] => [method, path]),
  );
}

const validators = new Map<string, ValidateFunction | null>();

function validatorFor(method: string, path: string, status: number): ValidateFunction | null | undefined {
  const key = `${method} ${path} ${status}`;
  if (!validators.has(key)) {
    const response = document.paths[path]?.[method]?.responses?.[String(status)];
    if (!response) return undefined;
    const schema = response.content?.['application/json']?.schema;
    const at = ['paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema'];
    validators.set(key, schema ? compileAt(...at) : null);
  }
  return validators.get(key);
}

/**
 * A 5xx no route documents (a crash, a database or gateway down) is outside the contract; when it has a JSON body,
 * it is the server's error body (its error handler answers every failure with it).
 */
const serverFailure: ValidateFunction = compileAt('components', 'schemas', 'ErrorBody');

export type ContractCheck = { ok: true } | { ok: false; problem: string };

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map(
    (error) => `  ${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );

/** Whether `body` (parsed JSON, or undefined when the answer has none) is what the document says the route sends. */
export function checkResponse(method: string, pathname: string, status: number, body: unknown): ContractCheck {
  const verb = method.toLowerCase();
  const route = routeOf(verb, pathname);
  const where = `${method.toUpperCase()} ${pathname} -> ${status}`;
  if (!route) return { ok: false, problem: `${where}: no such route in docs/openapi.json` };
  const documented = validatorFor(verb, route, status);
  const validate = documented === undefined && status >= 500 ? serverFailure : documented;
  if (validate === undefined) return { ok: false, problem: `${where}: status ${status} not documented for ${route}` };
  if (validate === null) return { ok: true };
  if (validate(body)) return { ok: true };
  return { ok: false, problem: [`${where} does not match ${route}:`, ...describeErrors(validate.errors)].join('\n') };
}

/** Whether a non-JSON answer (a PDF, a calendar file) has a media type the document lists for its route and status. */
export function checkFileResponse(method: string, pathname: string, status: number, mediaType: string): ContractCheck {
  const verb = method.toLowerCase();
  const route = routeOf(verb, pathname);
  const where = `${method.toUpperCase()} ${pathname} -> ${status} (${mediaType})`;
  if (!route) return { ok: false, problem: `${where}: no such route in docs/openapi.json` };
  const content = document.paths[route]?.[verb]?.responses?.[String(status)]?.content ?? {};
  return mediaType in content
    ? { ok: true }
    : { ok: false, problem: `${where}: media type not documented for ${route}` };
}
