import { queryOutcome } from '../../api/queryOutcome';
import type { ApiEnvelope, ChangePasswordBody, ObjectId, ProfileUpdateForm } from '../../api/wire';
import { sessionUserUpdated } from '../../session/sessionSlice';
import type { Profile } from './authApi';
import { profileApi } from './profileApi';
import { toWireUser } from './wireUser';

// The profile shapes are shared with the sign-in screens and live in authApi.ts (one definition per payload).
export type { EventListItem, GalleryImage, Profile } from './authApi';

// Wire types come from the generated contract (src/api/wire.ts); the profile screens import them from here.
export type { ChangePasswordBody } from '../../api/wire';

/** PUT /user/profile (multipart): only the filled text fields are sent; dob as YYYY/MM/DD. */
export type ProfileUpdate = Partial<Record<keyof ProfileUpdateForm, string>>;

export interface RemoveGalleryImageArgs {
  eventId: ObjectId;
  imageId: ObjectId;
}

function toFormData(fields: object): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value as string | Blob);
  }
  return body;
}

// The profile query itself is in profileApi.ts (every logged-in page loads it); the account screens use it from here.
export const accountApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (fields) => ({ url: '/user/profile', method: 'PUT', body: toFormData(fields) }),
      transformResponse: (response: ApiEnvelope<Profile>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) return;
        dispatch(accountApi.util.upsertQueryData('getProfile', undefined, outcome.data));
        dispatch(sessionUserUpdated(toWireUser(outcome.data)));
      },
    }),

    updateProfilePicture: build.mutation<Profile, File>({
      query: (picture) => ({ url: '/user/profile/picture', method: 'PUT', body: toFormData({ picture }) }),
      transformResponse: (response: ApiEnvelope<Profile>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) return;
        dispatch(accountApi.util.upsertQueryData('getProfile', undefined, outcome.data));
        dispatch(sessionUserUpdated(toWireUser(outcome.data)));
      },
    }),

    changePassword: build.mutation<ApiEnvelope<unknown>, ChangePasswordBody>({
      query: (body) => ({ url: '/user/change/password', method: 'PUT', body }),
    }),

    /** Ends this token's session on the server (the SPA clears its own session either way). */
    logout: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/user/logout', method: 'POST' }),
    }),

    removeGalleryImage: build.mutation<ApiEnvelope<unknown>, RemoveGalleryImageArgs>({
      query: ({ eventId, imageId }) => ({
        url: `/user/gallery/remove/image/${encodeURIComponent(eventId)}`,
        method: 'PUT',
        body: { imageId },
      }),
      // Pessimistic: the picture leaves the gallery once the server has removed it.
      async onQueryStarted({ imageId }, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) return;
        dispatch(
          accountApi.util.updateQueryData('getProfile', undefined, (profile) => {
            profile.images = profile.images.filter((image) => image._id !== imageId);
          }),
        );
      },
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useUpdateProfilePictureMutation,
  useChangePasswordMutation,
  useLogoutMutation,
  useRemoveGalleryImageMutation,
} = accountApi;
