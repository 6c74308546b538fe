import { http, HttpResponse } from 'msw';
import type { CancelTicketsBody, WaitlistPlace } from '../../api/wire';
import { buildTicketRefund, buildWaitlistPlace } from '../fixtures/ticketChangeFixtures';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

export interface TicketChangesHandlersOptions {
  /** Places on waiting lists, by event id (null or missing: not in line). */
  places?: Record<string, WaitlistPlace | null>;
  /** Tickets each purchase holds, by purchase id; a purchase not named here answers 404. */
  purchases?: Record<string, { noOfTickets: number; finalPrice: number }>;
  cancelTickets?: EndpointOptions<CancelTicketsBody & { transactionId: string }>;
  /** The provider's answer to the refund is lost: 202, the refund in progress (the server's reconciler ends it). */
  refundAnswerLost?: boolean;
  getPlace?: EndpointOptions<string>;
  join?: EndpointOptions<{ eventId: string; noOfTickets: number }>;
  leave?: EndpointOptions<string>;
}

// The reference server's English texts (server/src/modules/events/events.texts.ts).
export const TICKET_CHANGE_MESSAGES = {
  cancelled: (amount: number) => `Tickets cancelled: ${amount.toFixed(2)} € refunded.`,
  inProgress: (amount: number) => `Tickets cancelled: the refund of ${amount.toFixed(2)} € is in progress.`,
  alreadyCancelled: 'These tickets have already been cancelled.',
  notFound: 'Transaction not found.',
  joined: 'You are on the waiting list.',
  left: 'You left the waiting list.',
  alreadyIn: 'You are already on the waiting list for this event.',
  notIn: 'You are not on the waiting list for this event.',
} as const;

/** Cancelling tickets with a refund and the waiting list, as the reference server answers them. */
export function ticketChangesHandlers(options: TicketChangesHandlersOptions = {}) {
  const places = { ...(options.places ?? {}) };
  const purchases = Object.fromEntries(
    Object.entries(options.purchases ?? {}).map(([id, purchase]) => [id, { ...purchase }]),
  );
  const answerCancel = endpoint(options.cancelTickets);
  const answerGet = endpoint(options.getPlace);
  const answerJoin = endpoint(options.join);
  const answerLeave = endpoint(options.leave);

  return [
    http.post('*/api/user/event/transaction/:id/cancel', async ({ params, request }) => {
      const transactionId = String(params.id);
      const body = { ...((await request.json()) as CancelTicketsBody), transactionId };
      return answerCancel(body, () => {
        const purchase = purchases[transactionId];
        if (!purchase) {
          return errorResponse({ message: TICKET_CHANGE_MESSAGES.notFound, statusCode: 404, error: 'Not Found' });
        }
        if (purchase.noOfTickets < body.noOfTickets) {
          return errorResponse({
            message: TICKET_CHANGE_MESSAGES.alreadyCancelled,
            statusCode: 409,
            error: 'Conflict',
          });
        }
        const amount = Math.round((purchase.finalPrice * body.noOfTickets * 100) / purchase.noOfTickets) / 100;
        purchase.finalPrice -= amount;
        purchase.noOfTickets -= body.noOfTickets;
        const refund = buildTicketRefund({
          transactionId,
          noOfTickets: body.noOfTickets,
          amount,
          remainingTickets: purchase.noOfTickets,
          status: options.refundAnswerLost ? 'pending' : 'completed',
        });
        if (options.refundAnswerLost) {
          return HttpResponse.json(
            { message: TICKET_CHANGE_MESSAGES.inProgress(amount), data: refund },
            { status: 202 },
          );
        }
        return HttpResponse.json({ message: TICKET_CHANGE_MESSAGES.cancelled(amount), data: refund });
      });
    }),

    http.get('*/api/user/event/:id/waitlist', ({ params }) => {
      const eventId = String(params.id);
      return answerGet(eventId, () => HttpResponse.json({ message: 'OK', data: places[eventId] ?? null }));
    }),

    http.post('*/api/user/event/:id/waitlist', async ({ params, request }) => {
      const eventId = String(params.id);
      const { noOfTickets } = (await request.json()) as { noOfTickets: number };
      return answerJoin({ eventId, noOfTickets }, () => {
        if (places[eventId]) {
          return errorResponse({ message: TICKET_CHANGE_MESSAGES.alreadyIn, statusCode: 409, error: 'Conflict' });
        }
        const place = buildWaitlistPlace({ eventId, noOfTickets, position: 3 });
        places[eventId] = place;
        return HttpResponse.json({ message: TICKET_CHANGE_MESSAGES.joined, data: place }, { status: 201 });
      });
    }),

    http.delete('*/api/user/event/:id/waitlist', ({ params }) => {
      const eventId = String(params.id);
      return answerLeave(eventId, () => {
        if (!places[eventId]) {
          return errorResponse({ message: TICKET_CHANGE_MESSAGES.notIn, statusCode: 404, error: 'Not Found' });
        }
        places[eventId] = null;
        return HttpResponse.json({ message: TICKET_CHANGE_MESSAGES.left, data: { eventId } });
      });
    }),
  ];
}
