import { string } from 'yup';
import dayjs from '../../../../lib/dayjs';
import { parseDisplayDate } from '../../../../lib/parseDate';
import { message } from '../validationMessages';

// SPEC section 5's date rules, for the signup forms (apart from authRules.ts: the login page needs no dayjs).

/** A past (or today's) calendar date typed as DD/MM/YYYY. */
export const pastDateRule = (requiredKey: Parameters<typeof message>[0] = 'dobRequired') =>
  string()
    .trim()
    .required(message(requiredKey))
    .test('date-format', message('dateInvalid'), (value) => !value || parseDisplayDate(value).isValid())
    .test('date-past', message('dateInFuture'), (value) => {
      const date = value ? parseDisplayDate(value) : null;
      return !date?.isValid() || !date.isAfter(dayjs(), 'day');
    });
