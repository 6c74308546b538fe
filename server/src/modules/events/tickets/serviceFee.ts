import { toMoney } from '../../../db/mapping';
import { serviceFeeOn, type ServiceFeeRule } from '../../../payments/serviceFee';

export type { ServiceFeeRule } from '../../../payments/serviceFee';

export interface TicketPrice {
  price: number;
  serviceFee: number;
  discount: number;
  finalPrice: number;
}

/** Tickets pay the shared service fee (payments/serviceFee.ts); free tickets pay none. */
export function priceTickets(unitCost: number, tickets: number, rule: ServiceFeeRule): TicketPrice {
  const price = toMoney(unitCost * tickets);
  const serviceFee = serviceFeeOn(price, rule);
  return { price, serviceFee, discount: 0, finalPrice: toMoney(price + serviceFee) };
}
