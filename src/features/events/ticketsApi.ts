import { baseApi } from '../../api/baseApi';
import type {
  ApiEnvelope,
  CancelTicketsBody,
  CaptureBody,
  ObjectId,
  StartedPurchase,
  StartTicketRequest,
  TicketQuote,
  TicketRefund,
  TicketRefused,
  TicketRequest,
  TicketTransaction,
} from '../../api/wire';

// Wire types come from the generated contract (src/api/wire.ts): ticket purchase (server: events/tickets).
export type {
  StartedPurchase,
  StartTicketRequest,
  TicketQuote,
  TicketRefund,
  TicketRequest,
  TicketSummary,
  TicketTransaction,
  TransactionStatus,
} from '../../api/wire';

/** A 409 from starting the purchase because the price changed since the preview: the new quote to confirm. */
export interface TicketPriceRefusal {
  quote: TicketQuote;
  message: string;
}

/** The new quote when starting the purchase was refused because the ticket price changed. */
export function ticketPriceRefusalOf(error: unknown): TicketPriceRefusal | null {
  const data = (error as { status?: unknown; data?: Partial<TicketRefused> } | undefined)?.data;
  if ((error as { status?: unknown } | undefined)?.status !== 409 || data?.reason !== 'pricesChanged' || !data.quote) {
    return null;
  }
  return { quote: data.quote, message: data.message ?? '' };
}

/** The query of the provider's return URL: `token` is the provider order id. */
export type PaymentReturn = CaptureBody;

/** POST /user/event/transaction/:id/cancel: `transactionId` is the purchase `_id`, `eventId` its event. */
export type CancelTicketsArgs = CancelTicketsBody & { transactionId: ObjectId; eventId: ObjectId };

export const ticketsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewTickets: build.query<TicketQuote, TicketRequest>({
      query: (body) => ({ url: '/user/event/preview/transaction', method: 'POST', body }),
      // The price does not depend on the holder's name: typing it must not ask for a new quote.
      serializeQueryArgs: ({ endpointName, queryArgs }) =>
        `${endpointName}(${queryArgs.eventId},${queryArgs.noOfTickets})`,
      transformResponse: (response: ApiEnvelope<TicketQuote>) => response.data,
      keepUnusedDataFor: 30,
    }),

    /** Starts paying; `expectedFinalPrice` (the total shown) makes the server refuse a changed price with a 409. */
    startTicketPurchase: build.mutation<StartedPurchase, StartTicketRequest>({
      query: (body) => ({ url: '/user/init/event/transaction', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<StartedPurchase>) => response.data,
      // Free tickets are booked at once: the user's events and the remaining tickets change.
      invalidatesTags: (result) =>
        result?.status === 2
          ? [
              { type: 'MyEvent', id: 'LIST' },
              { type: 'Event', id: result.eventId },
            ]
          : [],
    }),

    captureTicketPurchase: build.mutation<TicketTransaction, PaymentReturn>({
      query: (body) => ({ url: '/user/update/transaction', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<TicketTransaction>) => response.data,
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'MyEvent', id: 'LIST' },
              { type: 'MyEvent', id: result.eventId },
              { type: 'Event', id: result.eventId },
              'Order',
            ]
          : [],
    }),

    cancelTicketPurchase: build.mutation<TicketTransaction, Pick<PaymentReturn, 'token'>>({
      query: (body) => ({ url: '/user/cancel/transaction', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<TicketTransaction>) => response.data,
      invalidatesTags: (result) => (result ? ['Order'] : []),
    }),

    /** Cancels tickets of a purchase with a refund: the tickets, the event's counts and My orders change. */
    cancelTickets: build.mutation<ApiEnvelope<TicketRefund>, CancelTicketsArgs>({
      query: ({ transactionId, noOfTickets }) => ({
        url: `/user/event/transaction/${transactionId}/cancel`,
        method: 'POST',
        body: { noOfTickets },
      }),
      invalidatesTags: (result, _error, { eventId, transactionId }) =>
        result
          ? [
              { type: 'MyEvent', id: 'LIST' },
              { type: 'MyEvent', id: eventId },
              { type: 'MyEvent', id: transactionId },
              { type: 'Event', id: eventId },
              'Order',
            ]
          : [],
    }),
  }),
});

export const {
  usePreviewTicketsQuery,
  useStartTicketPurchaseMutation,
  useCaptureTicketPurchaseMutation,
  useCancelTicketPurchaseMutation,
  useCancelTicketsMutation,
} = ticketsApi;
