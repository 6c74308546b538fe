import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import { queryOutcome } from '../../api/queryOutcome';
import type {
  ApiEnvelope,
  ApiListEnvelope,
  MyEventDetail,
  MyEventItem,
  ObjectId,
  PresenceBody,
  PresenceResult,
} from '../../api/wire';
import { PAGE_SIZE } from '../../lib/constants';
import { pageToOffset } from '../../lib/pagination';

// The member's registered events and their presence answer (server: modules/events/myEvents.ts).
export type { MyEventDetail, MyEventItem, MyTicket, Presence, PresenceResult } from '../../api/wire';

export interface MyEventsPage {
  /** Keyed by transaction id: the same event shows once per completed purchase. */
  events: EntityState<MyEventItem, ObjectId>;
  total: number;
}

/** PUT /user/event/presence: `transactionId` is the transaction `_id`. */
export type PresenceArgs = PresenceBody;

const myEventsAdapter = createEntityAdapter<MyEventItem, ObjectId>({ selectId: (item) => item.transaction._id });
export const myEventsSelectors = myEventsAdapter.getSelectors();

export const myEventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
        const entries = myEventsApi.util.selectInvalidatedBy(getState(), [
          { type: 'MyEvent', id: args.transactionId },
          { type: 'MyEvent', id: args.eventId },
        ]);
        for (const { endpointName, originalArgs } of entries) {
          if (endpointName === 'getMyEvents') {
            dispatch(
              myEventsApi.util.updateQueryData('getMyEvents', originalArgs as { page: number }, (draft) => {
                myEventsAdapter.updateOne(draft.events, {
                  id: args.transactionId,
                  changes: { isPresence: data.isPresence },
                });
              }),
            );
          } else if (endpointName === 'getMyEvent') {
            dispatch(
              myEventsApi.util.updateQueryData('getMyEvent', originalArgs as ObjectId, (draft) => {
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

export const { useGetMyEventsQuery, useGetMyEventQuery, useUpdatePresenceMutation } = myEventsApi;
