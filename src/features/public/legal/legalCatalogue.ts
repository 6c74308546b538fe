import { registerCatalogue } from '../../../i18n/registerCatalogue';

/** The `legal` catalogue (long privacy, terms and FAQ texts), registered when a legal page's module loads. */
export function registerLegalCatalogue(): void {
  registerCatalogue('legal', {
    it: () => import(/* webpackChunkName: "i18n-it-legal" */ '../../../i18n/locales/it/legal.json'),
    en: () => import(/* webpackChunkName: "i18n-en-legal" */ '../../../i18n/locales/en/legal.json'),
  });
}
