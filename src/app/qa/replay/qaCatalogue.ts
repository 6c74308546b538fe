import { registerCatalogue } from '../../../i18n/registerCatalogue';

/** The `qa` catalogue (the replay page), registered when the replay page's module loads. */
export function registerQaCatalogue(): void {
  registerCatalogue('qa', {
    it: () => import(/* webpackChunkName: "i18n-it-qa" */ '../../../i18n/locales/it/qa.json'),
    en: () => import(/* webpackChunkName: "i18n-en-qa" */ '../../../i18n/locales/en/qa.json'),
  });
}
