import { createEntityAdapter, type EntityState, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import type { RootState } from '../../app/store';
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
import { PAGE_SIZE } from '../../lib/constants';
import { pageToOffset } from '../../lib/pagination';

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

/** The profile's favourite list as far as this section needs it; the account section owns the endpoint. */
interface ProfileFavourites {
  favouriteEvent: { _id: ObjectId; isFavourite: boolean }[];
}
type ProfileCacheUpdater = (
  endpoint: 'getProfile',
  arg: undefined,
  recipe: (profile: ProfileFavourites) => void,
) => ThunkAction<{ undo: () => void }, unknown, unknown, UnknownAction>;
// The account section injects `getProfile` into the same API; it is patched by name so this feature does not
// import the account feature.
const updateProfileCache = baseApi.util.updateQueryData as unknown as ProfileCacheUpdater;

/**
 * Favourite calls for one event go out one after the other, so the server ends in the state the user chose last
 * even when two quick toggles would otherwise race.
 */
const favouriteQueues = new Map<ObjectId, Promise<unknown>>();
/** The latest favourite choice per event, so an older call that fails does not undo a newer choice. */
const latestFavouriteChoice = new Map<ObjectId, number>();
let favouriteChoiceCount = 0;

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
        try {
          await queryFulfilled;
        } catch {
          return;
        }
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
      async queryFn({ id, isFavourite }, _api, _extraOptions, baseQuery) {
        const previous = favouriteQueues.get(id) ?? Promise.resolve();
        const call = previous.then(() =>
          baseQuery({ url: `/user/favourite/event/${encodeURIComponent(id)}`, method: 'PUT', body: { isFavourite } }),
        );
        favouriteQueues.set(id, call);
        const result = await call;
        if (favouriteQueues.get(id) === call) favouriteQueues.delete(id);
        if (result.error) return { error: result.error as FetchBaseQueryError };
        return { data: (result.data as ApiEnvelope<{ isFavourite: boolean }>).data };
      },
      // The profile's favourite list refetches once the server has the new state: an event favourited from its
      // detail page is in no cached list to copy from.
      invalidatesTags: (_result, error) => (error ? [] : ['FavouriteEvent']),
      // Optimistic: every cached copy of the event flips at once, and is put back if the call fails.
      async onQueryStarted({ id, isFavourite }, { dispatch, getState, queryFulfilled }) {
        favouriteChoiceCount += 1;
        const choice = favouriteChoiceCount;
        latestFavouriteChoice.set(id, choice);

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
        if ('getProfile' in eventsApi.endpoints) {
          const listed = eventsApi.util
            .selectCachedArgsForQuery(getState(), 'getEvents')
            .map((args) => eventsApi.endpoints.getEvents.select(args)(getState()).data?.events.entities[id])
            .find((event) => event !== undefined);
          patches.push(
            dispatch(
              updateProfileCache('getProfile', undefined, (profile) => {
                const others = profile.favouriteEvent.filter((event) => event._id !== id);
                if (!isFavourite) profile.favouriteEvent = others;
                else if (others.length === profile.favouriteEvent.length && listed) {
                  profile.favouriteEvent.push({ ...listed, isFavourite: true });
                }
              }),
            ),
          );
        }

        try {
          await queryFulfilled;
        } catch {
          if (latestFavouriteChoice.get(id) === choice) for (const patch of patches) patch.undo();
        } finally {
          if (latestFavouriteChoice.get(id) === choice) latestFavouriteChoice.delete(id);
        }
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
