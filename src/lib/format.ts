// SPEC section 9: dates DD/MM/YYYY and DD/MM/YYYY hh:mm A whatever the language. Numbers and euro are in
// formatNumber.ts, re-exported here. These formats name no month or day, so they are written here rather than by
// dayjs, which pages that only show dates then do not load (about 3 KiB gzip with its two locales); dates are read
// as dayjs reads them (a date or date-time without a zone is local time), and the test compares the two.
export { formatEuro, formatNumber } from './formatNumber';

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';

type DateInput = string | number | Date | null | undefined;

/** dayjs's own pattern for the strings it reads as local time (dayjs/esm/constant.js REGEX_PARSE). */
const LOCAL_DATE_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The instant `value` names, read as dayjs reads it; null when missing or unreadable. */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  const parts = typeof value === 'string' && !/z$/i.test(value) ? LOCAL_DATE_TIME.exec(value) : null;
  if (parts) {
    const [, year, month, day, hours, minutes, seconds, fraction] = parts;
    date = new Date(
      Number(year),
      Number(month) - 1 || 0,
      Number(day || 1),
      Number(hours || 0),
      Number(minutes || 0),
      Number(seconds || 0),
      Number((fraction || '0').substring(0, 3)),
    );
  } else {
    date = new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function dayMonthYear(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

function clock12(date: Date): string {
  const hours = date.getHours();
  return `${pad(hours % 12 || 12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Empty text for a missing or unreadable date, so a screen can show its own placeholder. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dayMonthYear(date) : '';
}

export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${dayMonthYear(date)} ${clock12(date)}` : '';
}

/**
 * A calendar date (YYYY-MM-DD) and an event's wall-clock time (HH:mm) shown together, in SPEC section 9's
 * date-time format; the date alone when the time is missing or unreadable.
 */
export function formatDateAndTime(date: DateInput, time: string | null | undefined): string {
  const at = toDate(date);
  const clock = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!at) return '';
  if (!clock) return dayMonthYear(at);
  at.setHours(Number(clock[1]), Number(clock[2]));
  return `${dayMonthYear(at)} ${clock12(at)}`;
}
