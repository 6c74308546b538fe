import customParseFormat from 'dayjs/plugin/customParseFormat';
import dayjs from './dayjs';
import { DATE_FORMAT } from './format';

// Only forms load this: showing dates needs no parsing plugin.
dayjs.extend(customParseFormat);

/** A date typed as DD/MM/YYYY, strictly (a dayjs that is not valid unless it is a real calendar date). */
export function parseDisplayDate(text: string) {
  return dayjs(text.trim(), DATE_FORMAT, true);
}

/** A date typed as DD/MM/YYYY to the wire's YYYY-MM-DD; null unless it is a complete, real calendar date. */
export function displayDateToWire(text: string): string | null {
  const date = parseDisplayDate(text);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}
