import type { TFunction } from 'i18next';
import type { ReorderResult } from '../myOrdersApi';

/** What "buy again" did, in words: the lines put back (with their quantity) and those skipped, with why. */
export function buyAgainText(result: ReorderResult, t: TFunction<'orders'>): string {
  const added = result.added.map((line) => t('myOrders.buyAgain.addedLine', { name: line.name, qty: line.qty })).join(', ');
  const skipped = result.skipped.map((line) => t(`myOrders.buyAgain.reasons.${line.reason}`, { name: line.name })).join(', ');
  return [
    added ? t('myOrders.buyAgain.added', { lines: added }) : t('myOrders.buyAgain.addedNone'),
    skipped ? t('myOrders.buyAgain.skipped', { lines: skipped }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}
