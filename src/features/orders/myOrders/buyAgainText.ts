import type { TFunction } from 'i18next';
import type { ReorderResult } from '../myOrdersApi';

/** A toast names at most this many lines of each kind; the rest are counted ("and 45 more"). */
export const NAMED_LINES = 3;

function listed(names: string[], t: TFunction<'orders'>): string {
  const shown = names.slice(0, NAMED_LINES).join(', ');
  const more = names.length - NAMED_LINES;
  return more > 0 ? t('myOrders.buyAgain.andMore', { lines: shown, count: more }) : shown;
}

/**
 * What "buy again" did, in words: the lines put back (with their quantity) and those skipped, with why. A large
 * order is summarised: the first lines by name, then how many more.
 */
export function buyAgainText(result: ReorderResult, t: TFunction<'orders'>): string {
  const added = listed(
    result.added.map((line) => t('myOrders.buyAgain.addedLine', { name: line.name, qty: line.qty })),
    t,
  );
  const skipped = listed(
    result.skipped.map((line) => t(`myOrders.buyAgain.reasons.${line.reason}`, { name: line.name })),
    t,
  );
  return [
    added ? t('myOrders.buyAgain.added', { lines: added }) : t('myOrders.buyAgain.addedNone'),
    skipped ? t('myOrders.buyAgain.skipped', { lines: skipped, count: result.skipped.length }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}
