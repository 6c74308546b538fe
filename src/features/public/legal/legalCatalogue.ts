import i18n from '../../../i18n';
import enLegal from '../../../i18n/locales/en/legal.json';
import itLegal from '../../../i18n/locales/it/legal.json';

const LEGAL_NAMESPACE = 'legal';
const legalResources = { it: itLegal, en: enLegal } as const;

/**
 * Adds the `legal` catalogue (long privacy, terms and FAQ texts) to i18next. The legal pages call it when their
 * module loads, so these texts ship in the legal pages' chunks instead of the landing bundle.
 */
export function registerLegalCatalogue(): void {
  for (const [language, catalogue] of Object.entries(legalResources)) {
    if (!i18n.hasResourceBundle(language, LEGAL_NAMESPACE)) {
      i18n.addResourceBundle(language, LEGAL_NAMESPACE, catalogue);
    }
  }
}
