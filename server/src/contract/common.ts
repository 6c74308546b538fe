import { Type, type TSchema } from 'typebox';
import { ErrorBodySchema } from '../http/errorBody';
import { ID_PATTERN } from '../lib/ids';

/** Building blocks every section's schemas share (docs/CONVENTIONS.md "Wire contract"). */
export const Id = Type.String({ pattern: ID_PATTERN.source, description: '24-hex id' });
export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const Coordinates = Type.Array(Type.Number(), { minItems: 2, maxItems: 2, description: '[lng, lat]' });

/** The largest `offset` any list accepts: past it a page is always empty, and bigger numbers are hostile. */
export const MAX_OFFSET = 1_000_000;

/** `offset` of every list (0..MAX_OFFSET); a number outside it, a float or 1e308 answers 400. */
export const Offset = (options: { default?: number } = {}) =>
  Type.Integer({ minimum: 0, maximum: MAX_OFFSET, ...options });

/** `limit` of a list, bounded per route. */
export const Limit = (max: number, options: { default?: number } = {}) =>
  Type.Integer({ minimum: 1, maximum: max, ...options });

/** The `{ message, data }` envelope of CONVENTIONS.md; `withTotal` for lists. */
export function envelope<T extends TSchema>(data: T, withTotal = false) {
  return withTotal
    ? Type.Object({ message: Type.String(), data, total: Type.Integer() })
    : Type.Object({ message: Type.String(), data });
}

/** `{ message }` alone, for answers that carry no data. */
export const MessageOnly = Type.Object({ message: Type.String() });

/** The error body for each 4xx/5xx status a route sends. */
export const errors = (...codes: number[]): Record<number, typeof ErrorBodySchema> =>
  Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
