import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import { queryOutcome } from '../../api/queryOutcome';
import type { ApiEnvelope, ApiListEnvelope, CalendarDate, IsoDateTime, ObjectId } from '../../api/wire';
import { PAGE_SIZE } from '../../lib/constants';
import { pageToOffset } from '../../lib/pagination';

// Wire shapes of docs/CONVENTIONS.md, "Events API": ticket purchase, my events and presence.

/** 1 Initiated, 2 Completed, 3 Failed / Cancelled (SPEC section 4). */
export type TransactionStatus = 1 | 2 | 3;
/** 0 undecided, 1 yes, -1 no (SPEC section 4). */
export type Presence = 0 | 1 | -1;

/** Body of the preview and of the start of a purchase. */
export interface TicketRequest {
  eventId: ObjectId;
  noOfTickets: number;
  ticketHolderName: string;
}

export interface TicketQuote {
  eventId: ObjectId;
  eventName: string;
  noOfTickets: number;
  ticketHolderName: string;
  /** One ticket, euro. */
  cost: number;
  price: number;
  serviceFee: number;
  discount: number;
  finalPrice: number;
  currencySymbol: string;
  remainingTickets: number;
}

export interface TicketTransaction {
  _id: ObjectId;
  /** The human-readable reference, CMP-EV-YYYYMMDD-XXXXXX. */
  transactionId: string;
  status: TransactionStatus;
  eventId: ObjectId;
  eventName: string;
  noOfTickets: number;
  ticketHolderName: string;
  price: number;
  serviceFee: number;
  discount: number;
  finalPrice: number;
  currencySymbol: string;
  paymentType: string;
  orderId: string | null;
  created_at: IsoDateTime;
  completedAt: IsoDateTime | null;
}

/** The answer to the start of a purchase: `approvalUrl` is null when free tickets were booked at once. */
export interface StartedPurchase extends TicketTransaction {
  approvalUrl: string | null;
}

/** The query of the provider's return URL: `token` is the provider order id. */
export interface PaymentReturn {
  token: string;
  PayerID?: string;
}

export interface TicketSummary {
  /** The transaction id. */
  _id: ObjectId;
  /** The reference, CMP-EV-... */
  transactionId: string;
  noOfTickets: number;
  ticketHolderName: string;
}

export interface MyEventItem {
  _id: ObjectId;
  name: string;
  picture: string | null;
  eventDate: CalendarDate;
  endDate: CalendarDate;
  /** Start, HH:mm. */
  time: string;
  endTime: string;
  /** Plain text excerpt. */
  description: string;
  location: { address: string; coordinates?: [number, number] };
  isFavourite: boolean;
  isExpired: boolean;
  isPresence: Presence;
  transaction: TicketSummary;
}

export interface MyTicket extends TicketSummary {
  isPresence: Presence;
  price: number;
  serviceFee: number;
  finalPrice: number;
  currencySymbol: string;
  paymentType: string;
  created_at: IsoDateTime;
  completedAt: IsoDateTime | null;
}

/** GET /user/myevent/:id: the event detail with the user's completed tickets, newest first. */
export interface MyEventDetail {
  _id: ObjectId;
  name: string;
  picture: string | null;
  startDate: CalendarDate;
  endDate: CalendarDate;
  startTime: string;
  endTime: string;
  location: { address: string; coordinates: [number, number] };
  /** HTML as stored by the association. */
  description: string;
  speciality?: { _id: ObjectId; title: string };
  association?: { _id: ObjectId; name: string; picture: string | null };
  isExpired: boolean;
  shareUrl: string;
  isPresence: Presence;
  transaction: TicketSummary;
  tickets: MyTicket[];
}

export interface MyEventsPage {
  /** Keyed by transaction id: the same event shows once per completed purchase. */
  events: EntityState<MyEventItem, ObjectId>;
  total: number;
}

export interface PresenceArgs {
  /** The transaction `_id`. */
  transactionId: ObjectId;
  isPresence: 1 | -1;
  eventId: ObjectId;
}

export interface PresenceResult {
  _id: ObjectId;
  transactionId: string;
  eventId: ObjectId;
  isPresence: 1 | -1;
}

const myEventsAdapter = createEntityAdapter<MyEventItem, ObjectId>({ selectId: (item) => item.transaction._id });
export const myEventsSelectors = myEventsAdapter.getSelectors();

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

    startTicketPurchase: build.mutation<StartedPurchase, TicketRequest>({
      query: (body) => ({ url: '/user/init/event/transaction', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<StartedPurchase>) => response.data,
      // Free tickets are booked at once: the user's events and the remaining tickets change.
      invalidatesTags: (result) =>
        result?.status === 2 ? [{ type: 'MyEvent', id: 'LIST' }, { type: 'Event', id: result.eventId }] : [],
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

    getMyEvents: build.query<MyEventsPage, { page: number }>({
      query: ({ page }) => ({
        url: '/user/myevents',
        params: { offset: pageToOffset(page, PAGE_SIZE.myEvents), limit: PAGE_SIZE.myEvents },
      }),
      transformResponse: (response: ApiListEnvelope<MyEventItem>) => ({
        events: myEventsAdapter.setAll(myEventsAdapter.getInitialState(), response.data),
        total: response.total,
      }),
      providesTags: (result) => [
        { type: 'MyEvent', id: 'LIST' },
        ...(result?.events.ids ?? []).map((id) => ({ type: 'MyEvent' as const, id })),
        LOCALISED_TAG,
      ],
    }),

    getMyEvent: build.query<MyEventDetail, ObjectId>({
      query: (eventId) => `/user/myevent/${eventId}`,
      transformResponse: (response: ApiEnvelope<MyEventDetail>) => response.data,
      providesTags: (_result, _error, eventId) => [{ type: 'MyEvent', id: eventId }, LOCALISED_TAG],
    }),

    updatePresence: build.mutation<PresenceResult, PresenceArgs>({
      query: (body) => ({ url: '/user/event/presence', method: 'PUT', body }),
      transformResponse: (response: ApiEnvelope<PresenceResult>) => response.data,
      // The answer is final (no buttons afterwards), so the caches change only once the server has it.
      async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) return;
        const { data } = outcome;
        const entries = ticketsApi.util.selectInvalidatedBy(getState(), [
          { type: 'MyEvent', id: args.transactionId },
          { type: 'MyEvent', id: args.eventId },
        ]);
        for (const { endpointName, originalArgs } of entries) {
          if (endpointName === 'getMyEvents') {
            dispatch(
              ticketsApi.util.updateQueryData('getMyEvents', originalArgs as { page: number }, (draft) => {
                myEventsAdapter.updateOne(draft.events, { id: args.transactionId, changes: { isPresence: data.isPresence } });
              }),
            );
          } else if (endpointName === 'getMyEvent') {
            dispatch(
              ticketsApi.util.updateQueryData('getMyEvent', originalArgs as ObjectId, (draft) => {
                for (const ticket of draft.tickets) {
                  if (ticket._id === args.transactionId) ticket.isPresence = data.isPresence;
                }
                if (draft.transaction._id === args.transactionId) draft.isPresence = data.isPresence;
              }),
            );
          }
        }
      },
    }),
  }),
});

export const {
  usePreviewTicketsQuery,
  useStartTicketPurchaseMutation,
  useCaptureTicketPurchaseMutation,
  useCancelTicketPurchaseMutation,
  useGetMyEventsQuery,
  useGetMyEventQuery,
  useUpdatePresenceMutation,
} = ticketsApi;
