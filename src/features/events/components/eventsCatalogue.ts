import { registerCatalogue } from '../../../i18n/registerCatalogue';

/** The `events` catalogue, registered when an event screen's module loads. */
export function registerEventsCatalogue(): void {
  registerCatalogue('events', {
    it: () => import(/* webpackChunkName: "i18n-it-events" */ '../../../i18n/locales/it/events.json'),
    en: () => import(/* webpackChunkName: "i18n-en-events" */ '../../../i18n/locales/en/events.json'),
  });
}
