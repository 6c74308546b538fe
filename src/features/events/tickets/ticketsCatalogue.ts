import { registerCatalogue } from '../../../i18n/registerCatalogue';
import enTickets from '../../../i18n/locales/en/tickets.json';
import itTickets from '../../../i18n/locales/it/tickets.json';

/**
 * Adds the `tickets` catalogue to i18next when a ticket or my-events module loads, so these texts ship in those
 * chunks rather than the entry bundle (as the account and legal screens do).
 */
export function registerTicketsCatalogue(): void {
  registerCatalogue('tickets', { it: itTickets, en: enTickets });
}
