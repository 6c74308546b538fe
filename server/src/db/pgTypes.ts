import pg from 'pg';

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

function parseInstant(text: string): string {
  const parseDate = pg.types.getTypeParser(TIMESTAMPTZ) as (value: string) => Date;
  return parseDate(text).toISOString();
}

// 'timestamp without time zone' holds UTC by our convention.
function parseNaiveInstant(text: string): string {
  return new Date(`${text.replace(' ', 'T')}Z`).toISOString();
}

const overrides: Record<number, (text: string) => unknown> = {
  [INT8]: parseInt8,
  [NUMERIC]: parseNumeric,
  [TIMESTAMPTZ]: parseInstant,
  [TIMESTAMP]: parseNaiveInstant,
  [DATE]: (text) => text,
};

export const campoPgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if ((format ?? 'text') === 'text' && overrides[oid]) return overrides[oid];
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;
