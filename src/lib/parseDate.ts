import dayjs from './dayjs';
import { displayDateToWire } from './displayDate';

/** A date typed as DD/MM/YYYY as a dayjs for the forms' rules (not valid unless it is a real calendar date). */
export function parseDisplayDate(text: string) {
  const wire = displayDateToWire(text);
  return wire ? dayjs(wire) : dayjs(Number.NaN);
}
