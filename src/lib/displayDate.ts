const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A date typed as DD/MM/YYYY (SPEC section 9) to the wire's YYYY-MM-DD; null unless it is a complete, real calendar
 * date (31/02/2024 is not). Plain code, no date library: every date field runs it on each key.
 */
export function displayDateToWire(text: string): string | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real ? `${year}-${month}-${day}` : null;
}
