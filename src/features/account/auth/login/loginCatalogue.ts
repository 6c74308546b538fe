import { registerCatalogue } from '../../../../i18n/registerCatalogue';

/** The `login` catalogue (the login page and its password recovery dialog), registered when the login page loads. */
export function registerLoginCatalogue(): void {
  registerCatalogue('login', {
    it: () => import(/* webpackChunkName: "i18n-it-login" */ '../../../../i18n/locales/it/login.json'),
    en: () => import(/* webpackChunkName: "i18n-en-login" */ '../../../../i18n/locales/en/login.json'),
  });
}
