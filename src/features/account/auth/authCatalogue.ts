import { registerCatalogue } from '../../../i18n/registerCatalogue';

/** The `auth` catalogue, registered when a sign-in screen's module loads. */
export function registerAuthCatalogue(): void {
  registerCatalogue('auth', {
    it: () => import(/* webpackChunkName: "i18n-it-auth" */ '../../../i18n/locales/it/auth.json'),
    en: () => import(/* webpackChunkName: "i18n-en-auth" */ '../../../i18n/locales/en/auth.json'),
  });
}
