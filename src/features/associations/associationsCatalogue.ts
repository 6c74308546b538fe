import { registerCatalogue } from '../../i18n/registerCatalogue';

/** The `associations` catalogue, registered when the associations list or an association's page loads. */
export function registerAssociationsCatalogue(): void {
  registerCatalogue('associations', {
    it: () => import(/* webpackChunkName: "i18n-it-associations" */ '../../i18n/locales/it/associations.json'),
    en: () => import(/* webpackChunkName: "i18n-en-associations" */ '../../i18n/locales/en/associations.json'),
  });
}
