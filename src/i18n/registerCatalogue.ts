import i18n from './index';
import type { Language } from './languages';

/**
 * Adds a feature's namespace to i18next when the feature's module loads, so its texts ship in that feature's
 * chunks instead of the entry bundle. Safe to call more than once.
 */
export function registerCatalogue(namespace: string, resources: Record<Language, object>): void {
  for (const [language, catalogue] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, catalogue);
  }
}
