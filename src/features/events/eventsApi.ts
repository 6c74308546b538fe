import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import { queryOutcome } from '../../api/queryOutcome';
import type { RootState } from '../../lib/store/storeTypes';
import type {
  ApiEnvelope,
  ApiListEnvelope,
  CalendarDate,
  EventDetail,
  EventListItem,
  GeocodeResponse,
  ObjectId,
  PopularVenue,
  PublicEvent,
  Speciality,
  Category,
  UploadedEventImage,
  Venues,
} from '../../api/wire';
import type { StoreExtra } from '../../lib/callQueue';
import { PAGE_SIZE } from '../../lib/constants';
import { pageToOffset } from '../../lib/pagination';
import { favouriteChosen, favouriteSettled, selectFavouriteChoice } from './favouriteChoicesSlice';

// Wire types come from the generated contract (src/api/wire.ts); the events screens import them from here.
export type {
  Category,
  Coordinates,
  EventDetail,
  EventListItem,
  GeocodeResponse,
  Participant,
  PopularVenue,
  PublicEvent,
  RecentSearchVenue,
  Speciality,
  UploadedEventImage,
  Venues,
} from '../../api/wire';

/** A place to search around: a geocoded option, a popular venue or a recent search. */
export type LocationOption = Pick<PopularVenue, 'address' | 'lat' | 'lng'>;

export interface EventsQuery {
  specialityId: ObjectId | null;
  categoryId: ObjectId | null;
  /** YYYY-MM-DD. */
  date: CalendarDate | null;
  location: LocationOption | null;
  /** 1-based. */
  page: number;
}

export interface EventsPage {
  events: EntityState<EventListItem, ObjectId>;
  total: number;
}

export interface FavouriteArgs {
  id: ObjectId;
  /** The absolute state wanted, never a toggle. */
  isFavourite: boolean;
}

export interface UploadEventImageArgs {
  eventId: ObjectId;
  picture: File;
}

const eventsAdapter = createEntityAdapter<EventListItem, ObjectId>({ selectId: (event) => event._id });
export const eventsSelectors = eventsAdapter.getSelectors();
const noEvents = eventsAdapter.getInitialState();

function eventsParams({ specialityId, categoryId, date, location, page }: EventsQuery) {
  const params: Record<string, string | number> = {
    offset: pageToOffset(page, PAGE_SIZE.events),
    limit: PAGE_SIZE.events,
  };
  if (specialityId) params.specialities = specialityId;
  if (categoryId) params.categories = categoryId;
  if (date) params.date = date;
  if (location) {
    params.location = `${location.lng},${location.lat}`;
    params.address = location.address;
  }
  return params;
}

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventsPage, EventsQuery>({
      query: (args) => ({ url: '/user/events', params: eventsParams(args) }),
      transformResponse: (response: ApiListEnvelope<EventListItem>) => ({
        events: eventsAdapter.setAll(eventsAdapter.getInitialState(), response.data),
        total: response.total,
      }),
      providesTags: (result) => [
        { type: 'Event', id: 'LIST' },
        ...(result?.events.ids ?? []).map((id) => ({ type: 'Event' as const, id })),
      ],
      // The server records a first-page location search among the user's recent searches: refresh that list.
      async onQueryStarted({ location, page }, { dispatch, queryFulfilled }) {
        if (!location || page !== 1) return;
        if (!(await queryOutcome(queryFulfilled)).ok) return;
        dispatch(baseApi.util.invalidateTags(['Venue']));
      },
    }),

    getEvent: build.query<EventDetail, ObjectId>({
      query: (id) => `/user/event/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiEnvelope<EventDetail>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Event', id }, LOCALISED_TAG],
    }),

    getPublicEvent: build.query<PublicEvent, ObjectId>({
      query: (id) => `/event/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiEnvelope<PublicEvent>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Event', id }, LOCALISED_TAG],
    }),

    getSpecialities: build.query<Speciality[], void>({
      query: () => '/user/specialities/options',
      transformResponse: (response: ApiEnvelope<Speciality[]>) => response.data,
      providesTags: ['Speciality', LOCALISED_TAG],
    }),

    getCategories: build.query<Category[], ObjectId>({
      query: (specialityId) => ({ url: '/user/specialities/category', params: { specialityId } }),
      transformResponse: (response: ApiEnvelope<Category[]>) => response.data,
      providesTags: (_result, _error, specialityId) => [{ type: 'Category', id: specialityId }, LOCALISED_TAG],
    }),

    getVenues: build.query<Venues, void>({
      query: () => '/user/popular/venues',
      transformResponse: (response: ApiEnvelope<Venues>) => response.data,
      providesTags: ['Venue'],
    }),

    geocode: build.query<LocationOption[], string>({
      query: (address) => ({ url: '/user/geocode', params: { address } }),
      transformResponse: (response: GeocodeResponse) =>
        response.results.map((result) => ({
          address: result.formatted_address,
          lat: result.geometry.location.lat,
          lng: result.geometry.location.lng,
        })),
    }),

    setFavourite: build.mutation<{ isFavourite: boolean }, FavouriteArgs>({
      // Calls for one event go out one after the other (the store's own queue), so the server ends in the state
      // the user chose last even when two quick toggles would otherwise race.
      async queryFn({ id, isFavourite }, api, _extraOptions, baseQuery) {
        const { callQueue } = api.extra as StoreExtra;
        const result = await callQueue.run(`favourite:${id}`, async () =>
          baseQuery({ url: `/user/favourite/event/${encodeURIComponent(id)}`, method: 'PUT', body: { isFavourite } }),
        );
        if (result.error) return { error: result.error as FetchBaseQueryError };
        return { data: (result.data as ApiEnvelope<{ isFavourite: boolean }>).data };
      },
      // Other features' lists of favourites (the profile's) provide this tag and refetch once the server agrees.
      invalidatesTags: (_result, error) => (error ? [] : ['FavouriteEvent']),
      // Optimistic: every cached copy of the event flips at once, and is put back if the call fails, unless a newer
      // choice (kept in the store, so DevTools can replay it) is pending.
      async onQueryStarted({ id, isFavourite }, { dispatch, getState, queryFulfilled, requestId }) {
        dispatch(favouriteChosen({ eventId: id, isFavourite, requestId }));
        const patches: { undo: () => void }[] = [
          dispatch(eventsApi.util.updateQueryData('getEvent', id, (event) => void (event.isFavourite = isFavourite))),
        ];
        for (const args of eventsApi.util.selectCachedArgsForQuery(getState(), 'getEvents')) {
          patches.push(
            dispatch(
              eventsApi.util.updateQueryData('getEvents', args, (page) => {
                const event = page.events.entities[id];
                if (event) event.isFavourite = isFavourite;
              }),
            ),
          );
        }

        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok && selectFavouriteChoice(getState(), id)?.requestId === requestId) {
          for (const patch of patches) patch.undo();
        }
        dispatch(favouriteSettled({ eventId: id, requestId }));
      },
    }),

    uploadEventImage: build.mutation<ApiEnvelope<UploadedEventImage>, UploadEventImageArgs>({
      query: ({ eventId, picture }) => {
        const body = new FormData();
        body.append('picture', picture);
        return { url: `/user/event/${encodeURIComponent(eventId)}/image`, method: 'POST', body };
      },
      invalidatesTags: (_result, error, { eventId }) => (error ? [] : [{ type: 'Event', id: eventId }, 'Gallery']),
    }),
  }),
});

/** The events of one list page, in the server's order, read through the entity adapter. */
export function selectEventsOfPage(state: RootState, args: EventsQuery): EventListItem[] {
  return eventsSelectors.selectAll(eventsApi.endpoints.getEvents.select(args)(state).data?.events ?? noEvents);
}

export const {
  useGetEventsQuery,
  useGetEventQuery,
  useGetPublicEventQuery,
  useGetSpecialitiesQuery,
  useGetCategoriesQuery,
  useGetVenuesQuery,
  useGeocodeQuery,
  useSetFavouriteMutation,
  useUploadEventImageMutation,
} = eventsApi;
