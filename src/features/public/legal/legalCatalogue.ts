import { registerCatalogue } from '../../../i18n/registerCatalogue';
import enLegal from '../../../i18n/locales/en/legal.json';
import itLegal from '../../../i18n/locales/it/legal.json';

/**
 * Adds the `legal` catalogue (long privacy, terms and FAQ texts) to i18next. The legal pages call it when their
 * module loads, so these texts ship in the legal pages' chunks instead of the landing bundle.
 */
export function registerLegalCatalogue(): void {
  registerCatalogue('legal', { it: itLegal, en: enLegal });
}
