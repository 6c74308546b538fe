import { registerCatalogue } from '../../../i18n/registerCatalogue';

/** The `tickets` catalogue, registered when a ticket or my-events module loads. */
export function registerTicketsCatalogue(): void {
  registerCatalogue('tickets', {
    it: () => import(/* webpackChunkName: "i18n-it-tickets" */ '../../../i18n/locales/it/tickets.json'),
    en: () => import(/* webpackChunkName: "i18n-en-tickets" */ '../../../i18n/locales/en/tickets.json'),
  });
}
