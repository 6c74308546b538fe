import { baseApi } from '../../api/baseApi';
import { queryOutcome } from '../../api/queryOutcome';
import type { ApiEnvelope, ObjectId, WaitlistPlace } from '../../api/wire';

// A sold-out event's waiting list (server: modules/events/waitlist).
export type { WaitlistPlace } from '../../api/wire';

export const waitlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
        if (outcome.ok) dispatch(waitlistApi.util.upsertQueryData('getWaitlistPlace', eventId, outcome.data.data));
      },
    }),

    leaveWaitlist: build.mutation<ApiEnvelope<{ eventId: ObjectId }>, ObjectId>({
      query: (eventId) => ({ url: `/user/event/${eventId}/waitlist`, method: 'DELETE' }),
      async onQueryStarted(eventId, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (outcome.ok) dispatch(waitlistApi.util.upsertQueryData('getWaitlistPlace', eventId, null));
      },
    }),
  }),
});

export const { useGetWaitlistPlaceQuery, useJoinWaitlistMutation, useLeaveWaitlistMutation } = waitlistApi;
