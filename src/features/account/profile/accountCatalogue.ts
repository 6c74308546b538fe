import i18n from '../../../i18n';
import enAccount from '../../../i18n/locales/en/account.json';
import itAccount from '../../../i18n/locales/it/account.json';

const ACCOUNT_NAMESPACE = 'account';
const accountResources = { it: itAccount, en: enAccount } as const;

/**
 * Adds the `account` catalogue to i18next. The profile and association screens call it when their module loads,
 * so these texts ship in those screens' chunks instead of the entry bundle (as the legal pages do).
 */
export function registerAccountCatalogue(): void {
  for (const [language, catalogue] of Object.entries(accountResources)) {
    if (!i18n.hasResourceBundle(language, ACCOUNT_NAMESPACE)) {
      i18n.addResourceBundle(language, ACCOUNT_NAMESPACE, catalogue);
    }
  }
}
