import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import { queryOutcome } from '../../api/queryOutcome';
import type { ApiEnvelope, CalendarFeed } from '../../api/wire';

// The member's calendar feed (server: modules/calendar).
export type { CalendarFeed } from '../../api/wire';

export const calendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
        if (outcome.ok) dispatch(calendarApi.util.upsertQueryData('getCalendarFeed', undefined, outcome.data.data));
      },
    }),
  }),
});

export const { useGetCalendarFeedQuery, useRegenerateCalendarFeedMutation } = calendarApi;
