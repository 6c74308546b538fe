import { toMoney } from '../../../db/mapping';

/** Service fee on paid tickets: `percent` of the ticket price plus a `fixed` euro amount; free tickets pay none. */
export interface ServiceFeeRule {
  percent: number;
  fixed: number;
}

export interface TicketPrice {
  price: number;
  serviceFee: number;
  discount: number;
  finalPrice: number;
}

export function priceTickets(unitCost: number, tickets: number, rule: ServiceFeeRule): TicketPrice {
  const price = toMoney(unitCost * tickets);
  const serviceFee = price > 0 ? toMoney((price * rule.percent) / 100 + rule.fixed) : 0;
  return { price, serviceFee, discount: 0, finalPrice: toMoney(price + serviceFee) };
}
