import { registerCatalogue } from '../../../i18n/registerCatalogue';
import enEvents from '../../../i18n/locales/en/events.json';
import itEvents from '../../../i18n/locales/it/events.json';

/**
 * Adds the `events` catalogue to i18next when an event screen's module loads, so these texts ship in the event
 * chunks rather than the entry bundle (as the account and legal screens do).
 */
export function registerEventsCatalogue(): void {
  registerCatalogue('events', { it: itEvents, en: enEvents });
}
