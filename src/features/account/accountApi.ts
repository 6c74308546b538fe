import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { queryOutcome } from '../../api/queryOutcome';
import type {
  ApiEnvelope,
  ApiListEnvelope,
  Association,
  AssociationDetail,
  ChangePasswordBody,
  FollowResult,
  ObjectId,
  ProfileUpdateForm,
} from '../../api/wire';
import { sessionUserUpdated } from '../../session/sessionSlice';
import { PAGE_SIZE } from '../../lib/constants';
import { pageToOffset } from '../../lib/pagination';
import type { Profile } from './authApi';
import { profileApi } from './profileApi';
import { toWireUser } from './wireUser';

// The profile shapes are shared with the sign-in screens and live in authApi.ts (one definition per payload).
export type { EventListItem, GalleryImage, Profile } from './authApi';

// Wire types come from the generated contract (src/api/wire.ts); the profile screens import them from here.
export type { Association, AssociationDetail, ChangePasswordBody, FollowResult } from '../../api/wire';

/** PUT /user/profile (multipart): only the filled text fields are sent; dob as YYYY/MM/DD. */
export type ProfileUpdate = Partial<Record<keyof ProfileUpdateForm, string>>;

export interface RemoveGalleryImageArgs {
  eventId: ObjectId;
  imageId: ObjectId;
}

export interface AssociationsArgs {
  name: string;
  /** 1-based. */
  page: number;
}

export interface AssociationsPage {
  associations: EntityState<Association, ObjectId>;
  total: number;
}

export interface FollowArgs {
  id: ObjectId;
  /** The absolute state wanted, never a toggle. */
  isFollower: boolean;
}

const associationsAdapter = createEntityAdapter<Association, ObjectId>({ selectId: (association) => association._id });
export const associationsSelectors = associationsAdapter.getSelectors();

function toFormData(fields: object): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value as string | Blob);
  }
  return body;
}

function followersAfter(association: Association, isFollower: boolean): number {
  if (association.isFollower === isFollower) return association.followers;
  return Math.max(0, association.followers + (isFollower ? 1 : -1));
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

    getAssociations: build.query<AssociationsPage, AssociationsArgs>({
      query: ({ name, page }) => ({
        url: '/user/associations',
        params: {
          name: name.trim(),
          offset: pageToOffset(page, PAGE_SIZE.associations),
          limit: PAGE_SIZE.associations,
        },
      }),
      transformResponse: (response: ApiListEnvelope<Association>) => ({
        associations: associationsAdapter.setAll(associationsAdapter.getInitialState(), response.data),
        total: response.total,
      }),
      providesTags: (result) => [
        { type: 'Association', id: 'LIST' },
        ...(result?.associations.ids ?? []).map((id) => ({ type: 'Association' as const, id })),
      ],
    }),

    getAssociation: build.query<AssociationDetail, ObjectId>({
      query: (id) => `/user/association/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiEnvelope<AssociationDetail>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Association', id }],
    }),

    followAssociation: build.mutation<FollowResult, FollowArgs>({
      query: ({ id, isFollower }) => ({
        url: `/user/follow/association/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { isFollower },
      }),
      transformResponse: (response: ApiEnvelope<FollowResult>) => response.data,
      // Optimistic: every cached copy of the association follows at once, and is put back if the call fails.
      async onQueryStarted({ id, isFollower }, { dispatch, getState, queryFulfilled }) {
        const apply = (exact?: FollowResult) => (association: Association) => {
          association.followers = exact ? exact.followers : followersAfter(association, isFollower);
          association.isFollower = exact ? exact.isFollower : isFollower;
        };
        const patchAll = (exact?: FollowResult) => {
          const patches = [
            dispatch(accountApi.util.updateQueryData('getAssociation', id, (detail) => apply(exact)(detail))),
          ];
          for (const args of accountApi.util.selectCachedArgsForQuery(getState(), 'getAssociations')) {
            patches.push(
              dispatch(
                accountApi.util.updateQueryData('getAssociations', args, (page) => {
                  const association = page.associations.entities[id];
                  if (association) apply(exact)(association);
                }),
              ),
            );
          }
          return patches;
        };

        const optimistic = patchAll();
        const outcome = await queryOutcome(queryFulfilled);
        if (outcome.ok) patchAll(outcome.data);
        else for (const patch of optimistic) patch.undo();
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
  useGetAssociationsQuery,
  useGetAssociationQuery,
  useFollowAssociationMutation,
} = accountApi;
