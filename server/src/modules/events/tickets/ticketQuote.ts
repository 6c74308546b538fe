import type { Db } from '../../../db/database';
import { toMoney } from '../../../db/mapping';
import { isExpiredAt } from '../eventListItem';
import { eventTexts } from '../events.texts';
import { runningOfferOf } from '../waitlist/waitlist';
import { priceTickets, type ServiceFeeRule, type TicketPrice } from './serviceFee';

export interface TicketRequest {
  eventId: string;
  noOfTickets: number;
  ticketHolderName: string;
}

export interface TicketQuote extends TicketPrice {
  eventId: string;
  eventName: string;
  noOfTickets: number;
  ticketHolderName: string;
  /** Price of one ticket. */
  cost: number;
  currencySymbol: string;
  remainingTickets: number;
}

/** What the tickets would cost now; 400 for no tickets, 409 for an ended event or too few tickets left. */
export async function quoteTickets(
  db: Db,
  input: TicketRequest,
  rule: ServiceFeeRule,
  now: Date,
  /** The buyer: tickets a waiting-list offer holds for them count as theirs to buy. */
  userId?: string,
): Promise<TicketQuote> {
  const event = await db
    .selectFrom('events')
    .select(['id', 'name', 'cost', 'currency_symbol', 'remaining_tickets', 'ends_at'])
    .where('id', '=', input.eventId)
    .executeTakeFirst();
  if (!event) throw eventTexts.error(404, 'eventNotFound');
  if (input.noOfTickets < 1) throw eventTexts.error(400, 'atLeastOneTicket');
  if (isExpiredAt(event.ends_at, now)) throw eventTexts.error(409, 'eventExpired');
  const offer = userId ? await runningOfferOf(db, userId, input.eventId, now) : null;
  const remaining = Number(event.remaining_tickets) + (offer?.noOfTickets ?? 0);
  if (input.noOfTickets > remaining) throw eventTexts.error(409, 'notEnoughTickets', { remaining });
  const cost = toMoney(event.cost);
  return {
    eventId: event.id,
    eventName: event.name,
    noOfTickets: input.noOfTickets,
    ticketHolderName: input.ticketHolderName,
    cost,
    currencySymbol: event.currency_symbol,
    remainingTickets: remaining,
    ...priceTickets(cost, input.noOfTickets, rule),
  };
}
