import { PREFERENCE_COOKIE_MAX_AGE, writeCookie } from '../lib/cookies';
import { afterNextPaint } from '../lib/yieldToMain';
import { i18n } from './index';
import { LANGUAGE_COOKIE, type Language } from './languages';

/**
 * Switches every text at once (no reload) and keeps the choice in the `lang` cookie. The new language's texts load
 * first; then the switch waits for the next paint, so the click that asked for it (the menu closing) shows at once:
 * every text on the page re-renders in one synchronous pass (react-i18next reads i18n through
 * useSyncExternalStore, which React never splits), a long task that would otherwise hold the click's paint.
 */
export async function applyLanguage(language: Language): Promise<unknown> {
  writeCookie(LANGUAGE_COOKIE, language, PREFERENCE_COOKIE_MAX_AGE);
  wanted = language;
  if (i18n.language === language) return undefined;
  await i18n.loadLanguages(language);
  await afterNextPaint();
  // A later choice made meanwhile wins, whichever language loaded first.
  if (wanted !== language || i18n.language === language) return undefined;
  return i18n.changeLanguage(language);
}

let wanted: Language | undefined;
