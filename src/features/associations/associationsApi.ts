import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { queryOutcome } from '../../api/queryOutcome';
import type {
  ApiEnvelope,
  ApiListEnvelope,
  Association,
  AssociationDetail,
  FollowResult,
  ObjectId,
} from '../../api/wire';
import { PAGE_SIZE } from '../../lib/constants';
import { pageToOffset } from '../../lib/pagination';

export type { Association, AssociationDetail, FollowResult } from '../../api/wire';

export interface AssociationsArgs {
  name: string;
  /** 1-based. */
  page: number;
  /** Only the associations the member follows. */
  followed?: boolean;
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

function followersAfter(association: Association, isFollower: boolean): number {
  if (association.isFollower === isFollower) return association.followers;
  return Math.max(0, association.followers + (isFollower ? 1 : -1));
}

/** The associations a member browses and follows (server: `modules/associations`). */
export const associationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssociations: build.query<AssociationsPage, AssociationsArgs>({
      query: ({ name, page, followed }) => ({
        url: '/user/associations',
        params: {
          name: name.trim(),
          offset: pageToOffset(page, PAGE_SIZE.associations),
          limit: PAGE_SIZE.associations,
          ...(followed ? { followed: true } : {}),
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
            dispatch(associationsApi.util.updateQueryData('getAssociation', id, (detail) => apply(exact)(detail))),
          ];
          for (const args of associationsApi.util.selectCachedArgsForQuery(getState(), 'getAssociations')) {
            patches.push(
              dispatch(
                associationsApi.util.updateQueryData('getAssociations', args, (page) => {
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

export const { useGetAssociationsQuery, useGetAssociationQuery, useFollowAssociationMutation } = associationsApi;
