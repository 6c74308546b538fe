import type { Language } from '../../../i18n/language';

/** An event's calendar date as the app shows it everywhere (SPEC: DD/MM/YYYY). */
export function eventDateText(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** An instant as Italian wall-clock time, DD/MM/YYYY HH:mm in both languages. */
export function romeInstantText(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .replace(',', '');
}
