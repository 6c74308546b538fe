import type { Language } from '../i18n/languages';

// SPEC section 9: euro with the German-locale formatter and 2 decimals, whatever the language. A screen that shows
// no date imports these from here rather than format.ts, which brings dayjs.
const euroFormatter = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatEuro(amount: number): string {
  return euroFormatter.format(amount);
}

const numberLocales: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/** Plain numbers (counts, followers) in the reading language: 1.234 in Italian, 1,234 in English. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(numberLocales[language]).format(value);
}
