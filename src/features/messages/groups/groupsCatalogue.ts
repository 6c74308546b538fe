import { registerCatalogue } from '../../../i18n/registerCatalogue';

/** The `groups` catalogue (group form, group detail), registered when a group page loads. */
export function registerGroupsCatalogue(): void {
  registerCatalogue('groups', {
    it: () => import(/* webpackChunkName: "i18n-it-groups" */ '../../../i18n/locales/it/groups.json'),
    en: () => import(/* webpackChunkName: "i18n-en-groups" */ '../../../i18n/locales/en/groups.json'),
  });
}
