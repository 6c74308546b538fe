import dayjs from './dayjs';

// SPEC section 9: dates DD/MM/YYYY and DD/MM/YYYY hh:mm A whatever the language. Numbers and euro are in
// formatNumber.ts (no dayjs), re-exported here.
export { formatEuro, formatNumber } from './formatNumber';

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';

type DateInput = string | number | Date | null | undefined;

/** Empty text for a missing or unreadable date, so a screen can show its own placeholder. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}

/**
 * A calendar date (YYYY-MM-DD) and an event's wall-clock time (HH:mm) shown together, in SPEC section 9's
 * date-time format; the date alone when the time is missing or unreadable.
 */
export function formatDateAndTime(date: DateInput, time: string | null | undefined): string {
  const day = formatDate(date);
  const clock = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!day || !clock) return day;
  return formatDateTime(dayjs(date).hour(Number(clock[1])).minute(Number(clock[2])).toDate());
}
