import { http, HttpResponse } from 'msw';
import type { ApiErrorBody } from '../../api/wire';
import type { CalendarFeed } from '../../features/events/calendarApi';
import type { MyEventDetail, MyEventItem, PresenceArgs } from '../../features/events/myEventsApi';
import type {
  PaymentReturn,
  StartedPurchase,
  StartTicketRequest,
  TicketRequest,
  TicketTransaction,
} from '../../features/events/ticketsApi';
import {
  buildCalendarFeed,
  buildTicketQuote,
  nextTicketReference,
  type TicketedEvent,
} from '../fixtures/ticketFixtures';
import { nextObjectId } from '../fixtures/objectId';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

export interface MyEventsQuery {
  offset: number;
  limit: number;
}

export interface TicketsHandlersOptions {
  /** Events tickets can be bought for; purchases take their remaining tickets. */
  events?: TicketedEvent[];
  /** Purchases already started (status 1) or finished, found by their provider order id (`?token=`). */
  transactions?: StartedPurchase[];
  /** GET /user/myevents answers these, in this order. */
  myEvents?: MyEventItem[];
  /** GET /user/myevent/:id answers the one with that event id. */
  myEventDetails?: MyEventDetail[];
  preview?: EndpointOptions<TicketRequest>;
  start?: EndpointOptions<StartTicketRequest>;
  /** An event's ticket price from the first purchase start on (the association changed it after the preview). */
  costAtStart?: Record<string, number>;
  capture?: EndpointOptions<PaymentReturn>;
  cancel?: EndpointOptions<Pick<PaymentReturn, 'token'>>;
  getMyEvents?: EndpointOptions<MyEventsQuery>;
  getMyEvent?: EndpointOptions<string>;
  updatePresence?: EndpointOptions<PresenceArgs>;
  /** The member's calendar feed address GET /user/calendar/feed answers; regenerate replaces it with a new one. */
  calendarFeed?: CalendarFeed;
  getCalendarFeed?: EndpointOptions<void>;
  regenerateCalendarFeed?: EndpointOptions<void>;
}

// The reference server's English texts (server/src/modules/events/eventMessages.ts).
export const TICKET_MESSAGES = {
  atLeastOne: 'Select at least one ticket to proceed.',
  notEnough: (remaining: number) => `Not enough tickets: ${remaining} left.`,
  booked: 'Your tickets are Booked Succesfully',
  priceChanged: 'The ticket price changed since your preview: check the new total and confirm.',
  cancelled: 'Payment cancelled.',
  alreadyCancelled: 'This transaction was cancelled or failed.',
  alreadyCompleted: 'This transaction is already completed.',
  eventNotFound: 'Event not found.',
  transactionNotFound: 'Transaction not found.',
  presenceEventMismatch: 'The transaction is not for this event.',
  calendarFeedReady: 'Calendar link ready.',
  calendarFeedRegenerated: 'New calendar link made: the old one no longer works.',
} as const;

function errorBody(statusCode: number, message: string): ApiErrorBody {
  const error = { 400: 'Bad Request', 402: 'Payment Required', 404: 'Not Found', 409: 'Conflict' }[statusCode];
  return { message, statusCode, error: error ?? 'Error' };
}

/** The ticket, my-events and presence endpoints of the events API as the reference server answers them. */
export function ticketsHandlers(options: TicketsHandlersOptions = {}) {
  const events = (options.events ?? []).map((event) => ({ ...event }));
  const transactions = (options.transactions ?? []).map((transaction) => ({ ...transaction }));
  const myEvents = (options.myEvents ?? []).map((item) => ({ ...item }));
  const myEventDetails = options.myEventDetails ?? [];
  let calendarFeed = options.calendarFeed ?? buildCalendarFeed();

  /** The preview's and the start's checks, in the server's order; an error body or the event. */
  function check(request: TicketRequest): ApiErrorBody | TicketedEvent {
    if (request.noOfTickets < 1) return errorBody(400, TICKET_MESSAGES.atLeastOne);
    const event = events.find((candidate) => candidate._id === request.eventId);
    if (!event) return errorBody(404, TICKET_MESSAGES.eventNotFound);
    if (request.noOfTickets > event.remainingTickets) {
      return errorBody(409, TICKET_MESSAGES.notEnough(event.remainingTickets));
    }
    return event;
  }

  function transactionFor(token: string) {
    return transactions.find((transaction) => transaction.orderId === token);
  }

  function withoutApproval({ approvalUrl: _approvalUrl, ...transaction }: StartedPurchase): TicketTransaction {
    return transaction;
  }

  const answerPreview = endpoint(options.preview);
  const answerStart = endpoint(options.start);
  const answerCapture = endpoint(options.capture);
  const answerCancel = endpoint(options.cancel);
  const answerGetMyEvents = endpoint(options.getMyEvents);
  const answerGetMyEvent = endpoint(options.getMyEvent);
  const answerUpdatePresence = endpoint(options.updatePresence);
  const answerGetCalendarFeed = endpoint(options.getCalendarFeed);
  const answerRegenerateCalendarFeed = endpoint(options.regenerateCalendarFeed);

  return [
    http.post('*/api/user/event/preview/transaction', async ({ request }) => {
      const body = (await request.json()) as TicketRequest;
      return answerPreview(body, () => {
        const checked = check(body);
        if ('statusCode' in checked) return errorResponse(checked);
        return HttpResponse.json({ message: 'Preview', data: buildTicketQuote(checked, body) });
      });
    }),

    http.post('*/api/user/init/event/transaction', async ({ request }) => {
      const { expectedFinalPrice, ...body } = (await request.json()) as StartTicketRequest;
      return answerStart({ ...body, expectedFinalPrice }, () => {
        const checked = check(body);
        if ('statusCode' in checked) return errorResponse(checked);
        const newCost = options.costAtStart?.[checked._id];
        if (newCost !== undefined) checked.cost = newCost;
        const quote = buildTicketQuote(checked, body);
        if (
          expectedFinalPrice !== undefined &&
          Math.round(expectedFinalPrice * 100) !== Math.round(quote.finalPrice * 100)
        ) {
          return HttpResponse.json(
            { ...errorBody(409, TICKET_MESSAGES.priceChanged), reason: 'pricesChanged' as const, quote },
            { status: 409 },
          );
        }
        const free = quote.finalPrice === 0;
        const orderId = free ? null : `SANDBOX-${nextObjectId('0de5')}`;
        if (free) checked.remainingTickets -= body.noOfTickets;
        const started: StartedPurchase = {
          _id: nextObjectId('7a5c01'),
          transactionId: nextTicketReference(),
          status: free ? 2 : 1,
          eventId: checked._id,
          eventName: checked.name,
          noOfTickets: body.noOfTickets,
          ticketHolderName: body.ticketHolderName,
          price: quote.price,
          serviceFee: quote.serviceFee,
          discount: 0,
          finalPrice: quote.finalPrice,
          currencySymbol: '€',
          paymentType: free ? 'Free' : 'PayPal',
          orderId,
          created_at: '2026-11-12T09:30:00.000Z',
          completedAt: free ? '2026-11-12T09:30:00.000Z' : null,
          approvalUrl: orderId ? `http://localhost/payments/sandbox/approve?order=${orderId}` : null,
        };
        transactions.push(started);
        const message = free ? TICKET_MESSAGES.booked : 'Payment started';
        return HttpResponse.json({ message, data: started }, { status: 201 });
      });
    }),

    http.post('*/api/user/update/transaction', async ({ request }) => {
      const body = (await request.json()) as PaymentReturn;
      return answerCapture(body, () => {
        const transaction = transactionFor(body.token);
        if (!transaction) return errorResponse(errorBody(404, TICKET_MESSAGES.transactionNotFound));
        if (transaction.status === 3) return errorResponse(errorBody(409, TICKET_MESSAGES.alreadyCancelled));
        if (transaction.status === 1) {
          // Idempotent: only the first capture books; later ones answer the completed transaction.
          transaction.status = 2;
          transaction.completedAt = '2026-11-12T09:31:10.000Z';
          const event = events.find((candidate) => candidate._id === transaction.eventId);
          if (event) event.remainingTickets -= transaction.noOfTickets;
        }
        return HttpResponse.json({ message: TICKET_MESSAGES.booked, data: withoutApproval(transaction) });
      });
    }),

    http.post('*/api/user/cancel/transaction', async ({ request }) => {
      const body = (await request.json()) as Pick<PaymentReturn, 'token'>;
      return answerCancel(body, () => {
        const transaction = transactionFor(body.token);
        if (!transaction) return errorResponse(errorBody(404, TICKET_MESSAGES.transactionNotFound));
        if (transaction.status === 2) return errorResponse(errorBody(409, TICKET_MESSAGES.alreadyCompleted));
        transaction.status = 3;
        return HttpResponse.json({ message: TICKET_MESSAGES.cancelled, data: withoutApproval(transaction) });
      });
    }),

    http.get('*/api/user/myevents', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query = { offset: Number(params.get('offset') ?? 0), limit: Number(params.get('limit') ?? 10) };
      return answerGetMyEvents(query, () =>
        HttpResponse.json({
          message: 'My events',
          data: myEvents.slice(query.offset, query.offset + query.limit),
          total: myEvents.length,
        }),
      );
    }),

    http.get('*/api/user/myevent/:id', ({ params }) => {
      const eventId = String(params.id);
      return answerGetMyEvent(eventId, () => {
        const detail = myEventDetails.find((candidate) => candidate._id === eventId);
        if (!detail) return errorResponse(errorBody(404, TICKET_MESSAGES.eventNotFound));
        return HttpResponse.json({ message: 'My event', data: detail });
      });
    }),

    http.put('*/api/user/event/presence', async ({ request }) => {
      const body = (await request.json()) as PresenceArgs;
      return answerUpdatePresence(body, () => {
        const item = myEvents.find((candidate) => candidate.transaction._id === body.transactionId);
        const detail = myEventDetails.find((candidate) =>
          candidate.tickets.some(({ _id }) => _id === body.transactionId),
        );
        const ticket = item?.transaction ?? detail?.tickets.find(({ _id }) => _id === body.transactionId);
        const eventId = item?._id ?? detail?._id;
        if (!ticket || !eventId) return errorResponse(errorBody(404, TICKET_MESSAGES.transactionNotFound));
        if (eventId !== body.eventId) return errorResponse(errorBody(400, TICKET_MESSAGES.presenceEventMismatch));
        if (item) item.isPresence = body.isPresence;
        return HttpResponse.json({
          message: 'Presence updated',
          data: { _id: ticket._id, transactionId: ticket.transactionId, eventId, isPresence: body.isPresence },
        });
      });
    }),

    http.get('*/api/user/calendar/feed', () =>
      answerGetCalendarFeed(undefined, () =>
        HttpResponse.json({ message: TICKET_MESSAGES.calendarFeedReady, data: calendarFeed }),
      ),
    ),

    http.post('*/api/user/calendar/feed/regenerate', () =>
      answerRegenerateCalendarFeed(undefined, () => {
        calendarFeed = buildCalendarFeed();
        return HttpResponse.json({ message: TICKET_MESSAGES.calendarFeedRegenerated, data: calendarFeed });
      }),
    ),
  ];
}
