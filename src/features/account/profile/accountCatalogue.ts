import { registerCatalogue } from '../../../i18n/registerCatalogue';
import enAccount from '../../../i18n/locales/en/account.json';
import itAccount from '../../../i18n/locales/it/account.json';

/**
 * Adds the `account` catalogue to i18next. The profile and association screens call it when their module loads,
 * so these texts ship in those screens' chunks instead of the entry bundle (as the legal pages do).
 */
export function registerAccountCatalogue(): void {
  registerCatalogue('account', { it: itAccount, en: enAccount });
}
