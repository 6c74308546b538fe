import { PREFERENCE_COOKIE_MAX_AGE, writeCookie } from '../lib/cookies';
import { i18n } from './index';
import { LANGUAGE_COOKIE, type Language } from './languages';

/** Switches every text at once (no reload) and keeps the choice in the `lang` cookie. */
export function applyLanguage(language: Language): Promise<unknown> {
  writeCookie(LANGUAGE_COOKIE, language, PREFERENCE_COOKIE_MAX_AGE);
  return i18n.language === language ? Promise.resolve() : i18n.changeLanguage(language);
}
