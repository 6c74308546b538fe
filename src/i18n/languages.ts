import { readCookie } from '../lib/cookies';
import { settings, type Language } from '../lib/settings';

export type { Language };

export const SUPPORTED_LANGUAGES: readonly Language[] = ['it', 'en'];
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'it' || value === 'en';
}

/** The language kept in the `lang` cookie, else the build's default language. */
export function initialLanguage(): Language {
  const saved = readCookie(LANGUAGE_COOKIE);
  return isLanguage(saved) ? saved : settings.defaultLanguage;
}
