// Conversions of text form values (multipart fields are always text) into stored values.

const EARLIEST_YEAR = 1900;

/** 'YYYY-MM-DD' for a real calendar date given as YYYY-MM-DD or YYYY/MM/DD, not after today; else null. */
export function parsePastDate(text: string, today: Date = new Date()): string | null {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < EARLIEST_YEAR) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  return iso <= today.toISOString().slice(0, 10) ? iso : null;
}

export type Coordinates = { lat: number; lng: number };

/** Both given and in range: the pair; neither: null; anything else: 'invalid'. */
export function parseCoordinates(lat: string | undefined, lng: string | undefined): Coordinates | null | 'invalid' {
  if (lat === undefined && lng === undefined) return null;
  if (lat === undefined || lng === undefined) return 'invalid';
  const pair = { lat: Number(lat), lng: Number(lng) };
  const valid =
    Number.isFinite(pair.lat) && Number.isFinite(pair.lng) && Math.abs(pair.lat) <= 90 && Math.abs(pair.lng) <= 180;
  return valid ? pair : 'invalid';
}

/** Form checkboxes arrive as 'true'/'false' or '1'/'0'. */
export function isTrueText(text: string | undefined): boolean {
  return text === 'true' || text === '1';
}

/** Italian fiscal codes and VAT numbers are stored upper-case without spaces. */
export function normaliseCode(text: string | undefined): string | null {
  return text ? text.replace(/\s+/g, '').toUpperCase() : null;
}

export function normaliseEmail(text: string): string {
  return text.trim().toLowerCase();
}

/** True for a unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
