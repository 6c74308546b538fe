import type { Language } from '../i18n/languages';
import dayjs from './dayjs';

// SPEC section 9: euro with the German-locale formatter and 2 decimals; dates DD/MM/YYYY and
// DD/MM/YYYY hh:mm A whatever the language.
const euroFormatter = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';

type DateInput = string | number | Date | null | undefined;

export function formatEuro(amount: number): string {
  return euroFormatter.format(amount);
}

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

/** A date typed as DD/MM/YYYY to the wire's YYYY-MM-DD; null unless it is a complete, real calendar date. */
export function displayDateToWire(text: string): string | null {
  const date = dayjs(text.trim(), DATE_FORMAT, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

const numberLocales: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/** Plain numbers (counts, followers) in the reading language: 1.234 in Italian, 1,234 in English. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(numberLocales[language]).format(value);
}
