import { registerCatalogue } from '../../i18n/registerCatalogue';

/** The `public` catalogue (landing and contact pages), registered when one of those pages' modules loads. */
export function registerPublicCatalogue(): void {
  registerCatalogue('public', {
    it: () => import(/* webpackChunkName: "i18n-it-public" */ '../../i18n/locales/it/public.json'),
    en: () => import(/* webpackChunkName: "i18n-en-public" */ '../../i18n/locales/en/public.json'),
  });
}
