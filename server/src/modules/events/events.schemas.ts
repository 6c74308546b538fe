import { Type } from 'typebox';
import { Coordinates, Id, Limit, NullableString, Offset } from '../../contract/common';
import {
  CategorySchema,
  EventListItemProperties,
  EventLocationSchema,
  GalleryImageSchema,
  SpecialitySchema,
} from '../../contract/event';

export { envelope, errors } from '../../contract/common';
export { EventListItemSchema } from '../../contract/event';

/** The largest page of event lists (the list and my events). */
export const EVENT_PAGE_MAX = 50;
const CalendarDate = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });
const Presence = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(-1)], {
  description: '0 undecided, 1 yes, -1 no',
});

export const IdParams = Type.Object({ id: Id });

export const PageQuery = Type.Object({
  offset: Type.Optional(Offset()),
  limit: Type.Optional(Limit(EVENT_PAGE_MAX)),
});

export const EventListQuery = Type.Object({
  specialities: Type.Optional(Type.String({ maxLength: 2000, description: 'speciality ids, comma-separated' })),
  categories: Type.Optional(Type.String({ maxLength: 2000, description: 'category ids, comma-separated' })),
  location: Type.Optional(Type.String({ maxLength: 100, description: '"lng,lat" (or "[lng,lat]")' })),
  lng: Type.Optional(Type.Number({ description: 'instead of location, with lat' })),
  lat: Type.Optional(Type.Number({ description: 'instead of location, with lng' })),
  address: Type.Optional(Type.String({ maxLength: 300, description: 'label of the searched location' })),
  radius: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 500, description: 'km, default 50' })),
  date: Type.Optional(CalendarDate),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  offset: Type.Optional(Offset()),
  limit: Type.Optional(Limit(EVENT_PAGE_MAX)),
});

export const TicketSummarySchema = Type.Object({
  _id: Type.String(),
  transactionId: Type.String({ description: 'reference, CMP-EV-...' }),
  noOfTickets: Type.Integer(),
  ticketHolderName: Type.String(),
}, { title: 'TicketSummary' });

export const MyEventItemSchema = Type.Object({
  ...EventListItemProperties,
  isPresence: Presence,
  transaction: TicketSummarySchema,
}, { title: 'MyEventItem' });

const PublicEventProperties = {
  _id: Type.String(),
  name: Type.String(),
  picture: NullableString,
  speciality: SpecialitySchema,
  category: Type.Union([CategorySchema, Type.Null()]),
  cost: Type.Number(),
  currencySymbol: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  eventDate: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  location: EventLocationSchema,
  description: Type.String({ description: 'HTML as stored' }),
  websiteUrl: NullableString,
  remainingTickets: Type.Integer(),
  totalTickets: Type.Integer(),
  images: Type.Array(Type.Object({ _id: Type.String(), url: Type.String() })),
  documents: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), url: Type.String() })),
  association: Type.Object({ _id: Type.String(), name: Type.String(), picture: NullableString }),
  isExpired: Type.Boolean(),
  shareUrl: Type.String(),
};

export const PublicEventSchema = Type.Object(PublicEventProperties, { title: 'PublicEvent' });

const EventDetailProperties = {
  ...PublicEventProperties,
  subscribedUsers: Type.Array(
    Type.Object({ _id: Type.String(), picture: NullableString, firstName: Type.String(), lastName: Type.String() }),
  ),
  isFavourite: Type.Boolean(),
};

export const EventDetailSchema = Type.Object(EventDetailProperties, { title: 'EventDetail' });

export const MyEventDetailSchema = Type.Object({
  ...EventDetailProperties,
  isPresence: Presence,
  transaction: TicketSummarySchema,
  tickets: Type.Array(
    Type.Object({
      ...TicketSummarySchema.properties,
      isPresence: Presence,
      price: Type.Number(),
      serviceFee: Type.Number(),
      finalPrice: Type.Number(),
      currencySymbol: Type.String(),
      paymentType: Type.String(),
      created_at: Type.String(),
      completedAt: NullableString,
    }),
  ),
}, { title: 'MyEventDetail' });

export const CategoriesQuery = Type.Object({ specialityId: Id });

export const VenuesSchema = Type.Object({
  popularVenues: Type.Array(
    Type.Object({
      _id: Type.String(),
      name: Type.String(),
      address: Type.String(),
      coordinates: Coordinates,
      lat: Type.Number(),
      lng: Type.Number(),
    }),
  ),
  recentSearchVenues: Type.Array(
    Type.Object({
      _id: Type.String(),
      venueId: NullableString,
      address: Type.String(),
      coordinates: Coordinates,
      lat: Type.Number(),
      lng: Type.Number(),
      searchedAt: Type.String(),
    }),
  ),
});

export const GeocodeQuery = Type.Object({ address: Type.String({ minLength: 1, maxLength: 300 }) });

export const GeocodeSchema = Type.Object({
  status: Type.Union([Type.Literal('OK'), Type.Literal('ZERO_RESULTS')]),
  results: Type.Array(
    Type.Object({
      formatted_address: Type.String(),
      geometry: Type.Object({ location: Type.Object({ lat: Type.Number(), lng: Type.Number() }) }),
    }),
  ),
});

export const FavouriteBody = Type.Object({ isFavourite: Type.Boolean() }, { additionalProperties: false });

export const PresenceBody = Type.Object(
  {
    transactionId: Type.String({ minLength: 1, maxLength: 64, description: 'the transaction _id (or its reference)' }),
    isPresence: Type.Union([Type.Literal(1), Type.Literal(-1)]),
    eventId: Id,
  },
  { additionalProperties: false },
);

export const PresenceSchema = Type.Object({
  _id: Type.String(),
  transactionId: Type.String(),
  eventId: Type.String(),
  isPresence: Presence,
});

export const UploadedImageSchema = GalleryImageSchema;

/** The multipart form of POST /user/event/:id/image, for the document (the parts are read by the handler). */
export const EventPictureFormSchema = Type.Object(
  { picture: Type.String({ format: 'binary', description: 'one image (JPEG, PNG, GIF or WebP by content), under 2 MB' }) },
  { required: ['picture'] },
);
