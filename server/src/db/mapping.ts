// The one place where dialect differences in stored values become wire values.
// Storage rules (both dialects): booleans are integers 0/1, instants are ISO UTC text on SQLite and
// timestamptz on PostgreSQL (the pool parses them back to ISO strings), calendar dates are 'YYYY-MM-DD' text,
// JSON is text, money is numeric(10,2).

export function nowIso(): string {
  return new Date().toISOString();
}

export function toBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'bigint') return value !== 0n;
  if (typeof value === 'string') return value === '1' || value.toLowerCase() === 'true';
  return false;
}

/** For writes: a JS boolean as the stored integer. */
export function fromBool(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const HAS_ZONE = /(Z|[+-]\d{2}(:?\d{2})?)$/i;

/** Date, ISO text or SQL timestamp text to `YYYY-MM-DDTHH:mm:ss.sssZ`; null for null, undefined or garbage. */
export function toIso(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  if (ISO_UTC.test(value)) return value;
  // SQL text such as '2026-11-22 10:00:00' carries no zone: it is UTC by our storage rule.
  let text = value.trim().replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) text += 'T00:00:00';
  if (!HAS_ZONE.test(text)) text += 'Z';
  // PostgreSQL writes zones as +01 or +0100; Date.parse wants +01:00.
  text = text.replace(/([+-]\d{2})(\d{2})?$/, (_, hours: string, minutes?: string) => `${hours}:${minutes ?? '00'}`);
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}

/** toIso for columns that are never null. */
export function toIsoRequired(value: Date | string | number): string {
  const iso = toIso(value);
  if (iso === null) throw new Error(`Not a timestamp: ${String(value)}`);
  return iso;
}

/** Calendar date ('YYYY-MM-DD') from stored text or a Date; null-safe. */
export function toDateOnly(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function fromJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** numeric/int8 values (number, numeric string or bigint) as a JS number; null-safe. */
export function toNumber(value: number | string | bigint | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** toNumber with a default, for counts and sums that come back null on empty sets. */
export function toNumberOr(value: number | string | bigint | null | undefined, fallback: number): number {
  return toNumber(value) ?? fallback;
}

/** Euro amounts rounded to cents, so float arithmetic never leaks 12.300000000000001 to the wire. */
export function toMoney(value: number | string | bigint | null | undefined): number {
  return Math.round((toNumber(value) ?? 0) * 100) / 100;
}
