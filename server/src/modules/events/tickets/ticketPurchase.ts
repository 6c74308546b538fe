import { nowIso } from '../../../db/mapping';
import { newId } from '../../../lib/ids';
import { currencyCodeOf, PaymentError } from '../../../payments/paymentProvider';
import { newPurchaseReference, paymentReturnUrls } from '../../../payments/paymentReturn';
import { eventTexts } from '../events.texts';
import { offerFreeTickets } from '../waitlist/seats';
import { runningOfferOf } from '../waitlist/waitlist';
import type { TicketDeps } from './ticketDeps';
import { takeTickets } from './ticketTake';
import { quoteTickets, type TicketQuote, type TicketRequest } from './ticketQuote';
import { toTicketTransaction, transactionById, type TicketTransaction } from './ticketTransaction';

export interface TicketPurchaseRequest extends TicketRequest {
  /** The final price the buyer saw in the preview; the purchase starts only at that price. */
  expectedFinalPrice?: number;
}

/** Today's price is not the one the buyer saw: nothing started, the new quote goes back to be confirmed. */
export class TicketPriceChanged extends Error {
  constructor(readonly quote: TicketQuote) {
    super('pricesChanged');
    this.name = 'TicketPriceChanged';
  }
}

const cents = (amount: number) => Math.round(amount * 100);

export interface StartedPurchase extends TicketTransaction {
  /** Where to send the browser to approve the payment; null for free tickets, booked at once. */
  approvalUrl: string | null;
}

/** Free tickets need no payment: booked at once with the same atomic ticket decrement as a capture. */
async function bookFreeTickets(
  deps: TicketDeps,
  userId: string,
  input: TicketRequest,
  reference: string,
  offerEntryId: string | null,
) {
  const id = newId();
  const at = nowIso();
  const offers = await deps.db.transaction().execute(async (trx) => {
    const taken = await takeTickets(trx, input.eventId, input.noOfTickets, offerEntryId, deps.now());
    if (!taken) throw eventTexts.error(409, 'soldOutNotCharged');
    await trx
      .insertInto('event_transactions')
      .values({
        id,
        user_id: userId,
        event_id: input.eventId,
        status: 2,
        no_of_tickets: input.noOfTickets,
        ticket_holder_name: input.ticketHolderName,
        price: 0,
        service_fee: 0,
        discount: 0,
        final_price: 0,
        payment_type: 'Free',
        payment_provider: 'none',
        reference,
        completed_at: at,
        created_at: at,
        updated_at: at,
        waitlist_entry_id: offerEntryId,
      })
      .execute();
    // What an offer held beyond the tickets taken goes to the next in line.
    return offerFreeTickets(trx, input.eventId, deps.now(), deps.offerHoldMs);
  });
  await deps.announceOffers(offers);
  return id;
}

/**
 * Starts a purchase: a status 1 (Initiated) transaction and a provider order for its final price. The tickets
 * are only taken when the payment is captured (captureTicketPurchase). With `expectedFinalPrice`, a different price
 * today starts nothing (TicketPriceChanged).
 */
export async function startTicketPurchase(
  deps: TicketDeps,
  userId: string,
  { expectedFinalPrice, ...input }: TicketPurchaseRequest,
): Promise<StartedPurchase> {
  const now = deps.now();
  const quote = await quoteTickets(deps.db, input, deps.serviceFee, now, userId);
  if (expectedFinalPrice !== undefined && cents(expectedFinalPrice) !== cents(quote.finalPrice)) {
    throw new TicketPriceChanged(quote);
  }
  const offer = await runningOfferOf(deps.db, userId, input.eventId, now);
  const reference = newPurchaseReference('EV', now);
  if (quote.finalPrice === 0) {
    const id = await bookFreeTickets(deps, userId, input, reference, offer?.entryId ?? null);
    return { ...toTicketTransaction(await transactionById(deps.db, id)), approvalUrl: null };
  }

  const id = newId();
  await deps.db
    .insertInto('event_transactions')
    .values({
      id,
      user_id: userId,
      event_id: quote.eventId,
      status: 1,
      no_of_tickets: quote.noOfTickets,
      ticket_holder_name: quote.ticketHolderName,
      price: quote.price,
      service_fee: quote.serviceFee,
      discount: quote.discount,
      final_price: quote.finalPrice,
      payment_type: 'PayPal',
      payment_provider: deps.payments.name,
      reference,
      waitlist_entry_id: offer?.entryId ?? null,
    })
    .execute();

  let order;
  try {
    order = await deps.payments.createOrder({
      amount: quote.finalPrice,
      currency: currencyCodeOf(quote.currencySymbol),
      reference,
      ...paymentReturnUrls(deps.publicUrl),
      requestId: id,
    });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    deps.log.warn({ transactionId: id, code: error.code, reason: error.message }, 'payment order not created');
    await deps.db
      .updateTable('event_transactions')
      .set({ status: 3, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    throw eventTexts.error(502, 'paymentUnavailable');
  }
  await deps.db
    .updateTable('event_transactions')
    .set({ provider_order_id: order.orderId, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  return { ...toTicketTransaction(await transactionById(deps.db, id)), approvalUrl: order.approvalUrl };
}
