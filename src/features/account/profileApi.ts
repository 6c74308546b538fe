import { baseApi } from '../../api/baseApi';
import { queryOutcome } from '../../api/queryOutcome';
import type { ApiEnvelope } from '../../api/wire';
import { sessionUserUpdated } from '../../session/sessionSlice';
import type { Profile } from './authApi';
import { toWireUser } from './wireUser';

/**
 * The member's profile, which every logged-in page loads (src/app/SessionProfileLoader.tsx) to fill the
 * session's names and picture again after a reload. On its own so those pages do not bring the rest of the account
 * API; accountApi.ts builds on it.
 */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/user/profile',
      transformResponse: (response: ApiEnvelope<Profile>) => response.data,
      providesTags: ['Profile', 'Gallery', 'FavouriteEvent'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (outcome.ok) dispatch(sessionUserUpdated(toWireUser(outcome.data)));
      },
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
