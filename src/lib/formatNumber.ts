import type { Language } from '../i18n/languages';

// SPEC section 9: euro with the German-locale formatter and 2 decimals, whatever the language. A screen that shows
// no date imports these from here rather than format.ts, which brings dayjs.
//
// Why not one Intl.NumberFormat at module level: constructing the first de-DE currency formatter costs 40-50 ms of
// main thread at Lighthouse's 4x throttle (a CPU profile of /events, which shows no price, found it while the page's
// chunk loaded). Ordinary amounts are written here digit by digit, exactly as Intl writes them (the test compares
// the two over many values); Intl, built on first need, writes what this does not cover (exponents, non-finite).
let euroFormatter: Intl.NumberFormat | undefined;
function intlEuro(amount: number): string {
  euroFormatter ??= new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return euroFormatter.format(amount);
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

export function formatEuro(amount: number): string {
  // The shortest decimal that reads back as the number (what Intl rounds), rounded half away from zero to cents.
  const parts = PLAIN_DECIMAL.exec(String(Math.abs(amount)));
  if (!parts) return intlEuro(amount);
  const fraction = `${parts[2] ?? ''}000`;
  const cents = String(BigInt(parts[1] + fraction.slice(0, 2)) + (fraction[2] >= '5' ? 1n : 0n)).padStart(3, '0');
  const grouped = cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${grouped},${cents.slice(-2)}\u00a0€`;
}

const numberLocales: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };
const numberFormatters: Partial<Record<Language, Intl.NumberFormat>> = {};

/** Plain numbers (counts, followers) in the reading language: 12.345 in Italian, 12,345 in English. */
export function formatNumber(value: number, language: Language): string {
  const formatter = (numberFormatters[language] ??= new Intl.NumberFormat(numberLocales[language]));
  return formatter.format(value);
}
