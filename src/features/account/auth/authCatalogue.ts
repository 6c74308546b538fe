import i18n from '../../../i18n';
import enAuth from '../../../i18n/locales/en/auth.json';
import itAuth from '../../../i18n/locales/it/auth.json';

const AUTH_NAMESPACE = 'auth';
const authResources = { it: itAuth, en: enAuth } as const;

/**
 * Adds the `auth` catalogue to i18next when a sign-in screen's module loads, so these texts ship in the sign-in
 * chunks rather than the entry bundle (the legal pages do the same).
 */
export function registerAuthCatalogue(): void {
  for (const [language, catalogue] of Object.entries(authResources)) {
    if (!i18n.hasResourceBundle(language, AUTH_NAMESPACE)) {
      i18n.addResourceBundle(language, AUTH_NAMESPACE, catalogue);
    }
  }
}
