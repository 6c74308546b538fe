import type pg from 'pg';

// Per-pool type parsers (never the global pg.types, which other code in the process may rely on).
const INT8 = 20;
const NUMERIC = 1700;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const DATE = 1082;

function parseInt8(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

// Up to 15 significant digits survive a round trip through a double.
function parseNumeric(text: string): number | string {
  const digits = text.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  return digits.length <= 15 ? Number(text) : text;
}

// 'timestamp without time zone' holds UTC by our convention.
function parseNaiveInstant(text: string): string {
  return new Date(`${text.replace(' ', 'T')}Z`).toISOString();
}

/** Campo's parsers over pg's own `types` (passed in: pg loads with PostgreSQL only, see connect.ts). */
export function campoPgTypes(types: typeof pg.types): pg.CustomTypesConfig {
  const parseDate = types.getTypeParser(TIMESTAMPTZ) as (value: string) => Date;
  const overrides: Record<number, (text: string) => unknown> = {
    [INT8]: parseInt8,
    [NUMERIC]: parseNumeric,
    [TIMESTAMPTZ]: (text) => parseDate(text).toISOString(),
    [TIMESTAMP]: parseNaiveInstant,
    [DATE]: (text) => text,
  };
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if ((format ?? 'text') === 'text' && overrides[oid]) return overrides[oid];
      return types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
}
