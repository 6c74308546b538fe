import { registerCatalogue } from '../../../i18n/registerCatalogue';
import enAuth from '../../../i18n/locales/en/auth.json';
import itAuth from '../../../i18n/locales/it/auth.json';

/**
 * Adds the `auth` catalogue to i18next when a sign-in screen's module loads, so these texts ship in the sign-in
 * chunks rather than the entry bundle (the legal pages do the same).
 */
export function registerAuthCatalogue(): void {
  registerCatalogue('auth', { it: itAuth, en: enAuth });
}
