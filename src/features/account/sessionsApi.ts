import { queryOutcome } from '../../api/queryOutcome';
import type { AccountSession, ApiEnvelope, EndedSessions } from '../../api/wire';
import { profileApi } from './profileApi';

export type { AccountSession, EndedSessions } from '../../api/wire';

// "Where you are logged in" (profile, change-password tab): the member's sessions; ending one is pessimistic, the
// row leaves the list once the server has ended it.
export const sessionsApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<AccountSession[], void>({
      query: () => '/user/sessions',
      transformResponse: (response: ApiEnvelope<AccountSession[]>) => response.data,
      providesTags: [{ type: 'AccountSession', id: 'LIST' }],
    }),

    endSession: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/user/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) return;
        dispatch(
          sessionsApi.util.updateQueryData('getSessions', undefined, (list) =>
            list.filter((session) => session._id !== id),
          ),
        );
      },
    }),

    endOtherSessions: build.mutation<EndedSessions, void>({
      query: () => ({ url: '/user/sessions', method: 'DELETE' }),
      transformResponse: (response: ApiEnvelope<EndedSessions>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) return;
        dispatch(
          sessionsApi.util.updateQueryData('getSessions', undefined, (list) =>
            list.filter((session) => session.current),
          ),
        );
      },
    }),
  }),
});

export const { useGetSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;
