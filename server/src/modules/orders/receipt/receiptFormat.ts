import type { Language } from '../../../i18n/language';

/** Euro as SPEC shows it in both languages: the German-locale formatter, 2 decimals ("1.234,50 €"). */
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
export const formatEuro = (amount: number) => euro.format(amount);

/** An instant's day in Italy as SPEC writes dates: DD/MM/YYYY. */
export function formatDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}
