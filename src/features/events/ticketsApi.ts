import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import { queryOutcome } from '../../api/queryOutcome';
import type {
  ApiEnvelope,
  ApiListEnvelope,
  CalendarFeed,
  CancelTicketsBody,
  CaptureBody,
  MyEventDetail,
  MyEventItem,
  ObjectId,
  PresenceBody,
  PresenceResult,
  StartedPurchase,
  TicketQuote,
  TicketRequest,
  TicketRefund,
  TicketTransaction,
  WaitlistPlace,
} from '../../api/wire';
import { PAGE_SIZE } from '../../lib/constants';
import { pageToOffset } from '../../lib/pagination';

// Wire types come from the generated contract (src/api/wire.ts): ticket purchase, my events and presence.
export type {
  CalendarFeed,
  MyEventDetail,
  MyEventItem,
  MyTicket,
  Presence,
  PresenceResult,
  StartedPurchase,
  TicketQuote,
  TicketRequest,
  TicketSummary,
  TicketRefund,
  TicketTransaction,
  TransactionStatus,
  WaitlistPlace,
} from '../../api/wire';

/** The query of the provider's return URL: `token` is the provider order id. */
export type PaymentReturn = CaptureBody;

export interface MyEventsPage {
  /** Keyed by transaction id: the same event shows once per completed purchase. */
  events: EntityState<MyEventItem, ObjectId>;
  total: number;
}

/** PUT /user/event/presence: `transactionId` is the transaction `_id`. */
export type PresenceArgs = PresenceBody;

/** POST /user/event/transaction/:id/cancel: `transactionId` is the purchase `_id`, `eventId` its event. */
export type CancelTicketsArgs = CancelTicketsBody & { transactionId: ObjectId; eventId: ObjectId };

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
                myEventsAdapter.updateOne(draft.events, {
                  id: args.transactionId,
                  changes: { isPresence: data.isPresence },
                });
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

    /** The member's place on a sold-out event's waiting list, null when not in line. */
    getWaitlistPlace: build.query<WaitlistPlace | null, ObjectId>({
      query: (eventId) => `/user/event/${eventId}/waitlist`,
      transformResponse: (response: ApiEnvelope<WaitlistPlace | null>) => response.data,
      providesTags: (_result, _error, eventId) => [{ type: 'WaitlistPlace', id: eventId }],
    }),

    joinWaitlist: build.mutation<ApiEnvelope<WaitlistPlace>, { eventId: ObjectId; noOfTickets: number }>({
      query: ({ eventId, noOfTickets }) => ({
        url: `/user/event/${eventId}/waitlist`,
        method: 'POST',
        body: { noOfTickets },
      }),
      async onQueryStarted({ eventId }, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (outcome.ok) dispatch(ticketsApi.util.upsertQueryData('getWaitlistPlace', eventId, outcome.data.data));
      },
    }),

    leaveWaitlist: build.mutation<ApiEnvelope<{ eventId: ObjectId }>, ObjectId>({
      query: (eventId) => ({ url: `/user/event/${eventId}/waitlist`, method: 'DELETE' }),
      async onQueryStarted(eventId, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (outcome.ok) dispatch(ticketsApi.util.upsertQueryData('getWaitlistPlace', eventId, null));
      },
    }),

    /** The member's secret calendar feed address (the server makes it on first ask). */
    getCalendarFeed: build.query<CalendarFeed, void>({
      query: () => '/user/calendar/feed',
      transformResponse: (response: ApiEnvelope<CalendarFeed>) => response.data,
      // Asked again on a language change: the server writes the feed in the language of the last ask.
      providesTags: [LOCALISED_TAG],
    }),

    regenerateCalendarFeed: build.mutation<ApiEnvelope<CalendarFeed>, void>({
      query: () => ({ url: '/user/calendar/feed/regenerate', method: 'POST' }),
      // The new address replaces the old one in the dialog; the old one no longer works on the server.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (outcome.ok) dispatch(ticketsApi.util.upsertQueryData('getCalendarFeed', undefined, outcome.data.data));
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
  useGetCalendarFeedQuery,
  useRegenerateCalendarFeedMutation,
  useCancelTicketsMutation,
  useGetWaitlistPlaceQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
} = ticketsApi;
