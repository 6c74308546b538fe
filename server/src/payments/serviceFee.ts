import { toMoney } from '../db/mapping';

/** Service fee on a paid purchase (tickets, product orders): `percent` of the price plus a `fixed` euro amount. */
export interface ServiceFeeRule {
  percent: number;
  fixed: number;
}

/** The fee on `price` (euro), rounded to cents; nothing to pay pays no fee. */
export function serviceFeeOn(price: number, rule: ServiceFeeRule): number {
  return price > 0 ? toMoney((price * rule.percent) / 100 + rule.fixed) : 0;
}
