import { http, HttpResponse } from 'msw';
import type { ApiErrorBody } from '../../api/wire';
import type {
  Category,
  EventDetail,
  EventListItem,
  GeocodeResponse,
  LocationOption,
  Speciality,
  Venues,
} from '../../features/events/eventsApi';
import { buildCategory, buildSpeciality } from '../fixtures/eventFixtures';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

/** GET /user/events as the handler received it. */
export interface EventsListQuery {
  specialities: string | null;
  categories: string | null;
  location: string | null;
  address: string | null;
  date: string | null;
  offset: number;
  limit: number;
}

export interface FavouriteRequest {
  id: string;
  isFavourite: boolean;
}

export interface EventsHandlersOptions {
  /** Every event of the list, in the server's order; favourites change this copy. */
  events?: EventListItem[];
  /** Event details by id; favourites and uploads change these copies. */
  details?: EventDetail[];
  specialities?: Speciality[];
  /** Categories per speciality id; an unknown speciality gets one generic category. */
  categories?: Record<string, Category[]>;
  venues?: Venues;
  /** Options the geocoder returns for any address. */
  places?: LocationOption[];
  getEvents?: EndpointOptions<EventsListQuery>;
  getEvent?: EndpointOptions<string>;
  getPublicEvent?: EndpointOptions<string>;
  getCategories?: EndpointOptions<string>;
  getVenues?: EndpointOptions<void>;
  geocode?: EndpointOptions<string>;
  setFavourite?: EndpointOptions<FavouriteRequest>;
  uploadImage?: EndpointOptions<{ eventId: string; picture: FormDataEntryValue | null }> & { message?: string };
}

const notFound: ApiErrorBody = { message: 'Evento non trovato.', statusCode: 404, error: 'Not Found' };

function publicView({ subscribedUsers: _users, isFavourite: _favourite, ...event }: EventDetail) {
  return event;
}

/** The events section of the API (docs/CONVENTIONS.md, "Events API") as the reference server answers it. */
export function eventsHandlers(options: EventsHandlersOptions = {}) {
  const events = (options.events ?? []).map((event) => ({ ...event }));
  const details = (options.details ?? []).map((event) => ({ ...event }));
  const specialities = options.specialities ?? [buildSpeciality()];
  const venues: Venues = options.venues ?? { popularVenues: [], recentSearchVenues: [] };
  const places = options.places ?? [];

  const answerEvents = endpoint(options.getEvents);
  const answerEvent = endpoint(options.getEvent);
  const answerPublicEvent = endpoint(options.getPublicEvent);
  const answerCategories = endpoint(options.getCategories);
  const answerVenues = endpoint(options.getVenues);
  const answerGeocode = endpoint(options.geocode);
  const answerFavourite = endpoint(options.setFavourite);
  const answerUpload = endpoint(options.uploadImage);

  return [
    http.get('*/api/user/events', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query: EventsListQuery = {
        specialities: params.get('specialities'),
        categories: params.get('categories'),
        location: params.get('location'),
        address: params.get('address'),
        date: params.get('date'),
        offset: Number(params.get('offset') ?? 0),
        limit: Number(params.get('limit') ?? 10),
      };
      return answerEvents(query, () =>
        HttpResponse.json({
          message: 'OK',
          data: events.slice(query.offset, query.offset + query.limit),
          total: events.length,
        }),
      );
    }),

    http.get('*/api/user/event/:id', ({ params }) => {
      const id = String(params.id);
      return answerEvent(id, () => {
        const event = details.find((candidate) => candidate._id === id);
        return event ? HttpResponse.json({ message: 'OK', data: event }) : errorResponse(notFound);
      });
    }),

    http.get('*/api/event/:id', ({ params }) => {
      const id = String(params.id);
      return answerPublicEvent(id, () => {
        const event = details.find((candidate) => candidate._id === id);
        return event ? HttpResponse.json({ message: 'OK', data: publicView(event) }) : errorResponse(notFound);
      });
    }),

    http.get('*/api/user/specialities/options', () => HttpResponse.json({ message: 'OK', data: specialities })),

    http.get('*/api/user/specialities/category', ({ request }) => {
      const specialityId = new URL(request.url).searchParams.get('specialityId') ?? '';
      return answerCategories(specialityId, () =>
        HttpResponse.json({
          message: 'OK',
          data: options.categories?.[specialityId] ?? [buildCategory({ name: 'Generica' })],
        }),
      );
    }),

    http.get('*/api/user/popular/venues', () =>
      answerVenues(undefined, () => HttpResponse.json({ message: 'OK', data: venues })),
    ),

    http.get('*/api/user/geocode', ({ request }) => {
      const address = new URL(request.url).searchParams.get('address') ?? '';
      return answerGeocode(address, () => {
        const body: GeocodeResponse = {
          status: places.length > 0 ? 'OK' : 'ZERO_RESULTS',
          results: places.map((place) => ({
            formatted_address: place.address,
            geometry: { location: { lat: place.lat, lng: place.lng } },
          })),
        };
        return HttpResponse.json(body);
      });
    }),

    http.put('*/api/user/favourite/event/:id', async ({ request, params }) => {
      const id = String(params.id);
      const { isFavourite } = (await request.json()) as { isFavourite: boolean };
      return answerFavourite({ id, isFavourite }, () => {
        const listed = events.find((event) => event._id === id);
        const detail = details.find((event) => event._id === id);
        if (!listed && !detail) return errorResponse(notFound);
        if (listed) listed.isFavourite = isFavourite;
        if (detail) detail.isFavourite = isFavourite;
        const message = isFavourite ? 'Event successfully added To Favourites' : 'Event removed from Favourites';
        return HttpResponse.json({ message, data: { isFavourite } });
      });
    }),

    http.post('*/api/user/event/:id/image', async ({ request, params }) => {
      const eventId = String(params.id);
      const picture = (await request.formData()).get('picture');
      return answerUpload({ eventId, picture }, () => {
        const detail = details.find((event) => event._id === eventId);
        if (!detail) return errorResponse(notFound);
        const image = {
          _id: `1a6e00${String(detail.images.length + 1).padStart(18, '0')}`,
          url: '/uploads/events/nuova.jpg',
        };
        detail.images = [...detail.images, image];
        return HttpResponse.json(
          { message: options.uploadImage?.message ?? 'Immagine caricata con successo.', data: { ...image, eventId } },
          { status: 201 },
        );
      });
    }),
  ];
}
