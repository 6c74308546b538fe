import i18n from '../../../i18n';
import enEvents from '../../../i18n/locales/en/events.json';
import itEvents from '../../../i18n/locales/it/events.json';

const EVENTS_NAMESPACE = 'events';
const eventsResources = { it: itEvents, en: enEvents } as const;

/**
 * Adds the `events` catalogue to i18next when an event screen's module loads, so these texts ship in the event
 * chunks rather than the entry bundle (as the account and legal screens do).
 */
export function registerEventsCatalogue(): void {
  for (const [language, catalogue] of Object.entries(eventsResources)) {
    if (!i18n.hasResourceBundle(language, EVENTS_NAMESPACE)) {
      i18n.addResourceBundle(language, EVENTS_NAMESPACE, catalogue);
    }
  }
}
