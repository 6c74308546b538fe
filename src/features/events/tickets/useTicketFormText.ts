import { useTranslation } from 'react-i18next';
import type { HolderNameProblem, TicketCountProblem } from './ticketLimits';

/** The catalogue text of a form problem, or undefined when there is none. */
export function useTicketFormText() {
  const { t } = useTranslation('tickets');
  return (problem: TicketCountProblem | HolderNameProblem | null): string | undefined => {
    if (!problem) return undefined;
    switch (problem.key) {
      case 'tooMany':
        return t('preview.errors.tooMany', { count: problem.count });
      case 'maxPerPurchase':
        return t('preview.errors.maxPerPurchase', { max: problem.max });
      case 'holderTooLong':
        return t('preview.errors.holderTooLong', { max: problem.max });
      default:
        return t(`preview.errors.${problem.key}`);
    }
  };
}
