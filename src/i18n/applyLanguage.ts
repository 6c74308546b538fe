import { PREFERENCE_COOKIE_MAX_AGE, writeCookie } from '../lib/cookies';
import { afterNextPaint } from '../lib/yieldToMain';
import { i18n } from './index';
import { isLanguage, LANGUAGE_COOKIE, type Language } from './languages';

/** The namespaces on screen whose texts `language` lacks: not loaded yet, or their chunk failed at an earlier try. */
function missingNamespaces(language: Language): string[] {
  const namespaces = i18n.options.ns ?? [];
  return (typeof namespaces === 'string' ? [namespaces] : [...namespaces]).filter(
    (namespace) => i18n.hasResourceBundle(i18n.language, namespace) && !i18n.hasResourceBundle(language, namespace),
  );
}

/**
 * Switches every text at once (no reload) and keeps the choice in the `lang` cookie. The new language's texts load
 * first; then the switch waits for the next paint, so the click that asked for it (the menu closing) shows at once:
 * every text on the page re-renders in one synchronous pass (react-i18next reads i18n through
 * useSyncExternalStore, which React never splits), a long task that would otherwise hold the click's paint.
 *
 * Resolves false, leaving the language and the cookie as they were, when a catalogue of the new language could not
 * be loaded (after i18next's retries): switching then would show catalogue keys instead of texts.
 */
export async function applyLanguage(language: Language): Promise<boolean> {
  writeCookie(LANGUAGE_COOKIE, language, PREFERENCE_COOKIE_MAX_AGE);
  wanted = language;
  if (i18n.language === language) return true;
  // A screen that loads meanwhile (a lazy route) adds its namespace in the language on screen: it is loaded in the new
  // one too, in a further round. Only a namespace still missing after its own round failed to load.
  const tried = new Set<string>();
  for (let missing = missingNamespaces(language); missing.length > 0; missing = missingNamespaces(language)) {
    if (missing.some((namespace) => tried.has(namespace))) {
      const shown = i18n.language;
      if (isLanguage(shown)) {
        wanted = shown;
        writeCookie(LANGUAGE_COOKIE, shown, PREFERENCE_COOKIE_MAX_AGE);
      }
      return false;
    }
    missing.forEach((namespace) => tried.add(namespace));
    // `reloadResources`, not `loadLanguages`: it loads exactly what is missing, and tries again a namespace whose
    // chunk failed before (i18next never asks its backend twice for a failed namespace otherwise).
    await i18n.reloadResources([language], missing);
    // A later choice made meanwhile wins, whichever language loaded first.
    if (wanted !== language) return true;
  }
  await afterNextPaint();
  if (wanted !== language || i18n.language === language) return true;
  await i18n.changeLanguage(language);
  return true;
}

let wanted: Language | undefined;
