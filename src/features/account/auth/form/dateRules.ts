import { string } from 'yup';
import dayjs from '../../../../lib/dayjs';
import { message } from '../validationMessages';

// SPEC section 5's date rules, for the signup forms (apart from authRules.ts: the login page needs no dayjs).

export const FORM_DATE_FORMAT = 'DD/MM/YYYY';
const WIRE_DATE_FORMAT = 'YYYY-MM-DD';

function parseFormDate(value: string) {
  return dayjs(value.trim(), FORM_DATE_FORMAT, true);
}

/** A past (or today's) calendar date typed as DD/MM/YYYY. */
export const pastDateRule = (requiredKey: Parameters<typeof message>[0] = 'dobRequired') =>
  string()
    .trim()
    .required(message(requiredKey))
    .test('date-format', message('dateInvalid'), (value) => !value || parseFormDate(value).isValid())
    .test('date-past', message('dateInFuture'), (value) => {
      const date = value ? parseFormDate(value) : null;
      return !date?.isValid() || !date.isAfter(dayjs(), 'day');
    });

/** DD/MM/YYYY as typed to the wire's YYYY-MM-DD. */
export function formDateToWire(value: string): string {
  return parseFormDate(value).format(WIRE_DATE_FORMAT);
}
