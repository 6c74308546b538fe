import { registerCatalogue } from '../../../i18n/registerCatalogue';

/** The `account` catalogue, registered when the profile or association screens' modules load. */
export function registerAccountCatalogue(): void {
  registerCatalogue('account', {
    it: () => import(/* webpackChunkName: "i18n-it-account" */ '../../../i18n/locales/it/account.json'),
    en: () => import(/* webpackChunkName: "i18n-en-account" */ '../../../i18n/locales/en/account.json'),
  });
}
