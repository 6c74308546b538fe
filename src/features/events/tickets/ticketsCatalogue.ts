import i18n from '../../../i18n';
import enTickets from '../../../i18n/locales/en/tickets.json';
import itTickets from '../../../i18n/locales/it/tickets.json';

const TICKETS_NAMESPACE = 'tickets';
const ticketsResources = { it: itTickets, en: enTickets } as const;

/**
 * Adds the `tickets` catalogue to i18next when a ticket or my-events module loads, so these texts ship in those
 * chunks rather than the entry bundle (as the account and legal screens do).
 */
export function registerTicketsCatalogue(): void {
  for (const [language, catalogue] of Object.entries(ticketsResources)) {
    if (!i18n.hasResourceBundle(language, TICKETS_NAMESPACE)) {
      i18n.addResourceBundle(language, TICKETS_NAMESPACE, catalogue);
    }
  }
}
