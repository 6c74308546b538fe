import { Type } from 'typebox';
import { Coordinates, Id, Limit, NullableString, Offset } from '../../contract/common';
import {
  categoryExample,
  CategorySchema,
  eventListItemExample,
  EventListItemProperties,
  eventLocationExample,
  EventLocationSchema,
  GalleryImageSchema,
  specialityExample,
  SpecialitySchema,
} from '../../contract/event';

export { envelope, errors } from '../../contract/common';
export { EventListItemSchema } from '../../contract/event';

/** The largest page of event lists (the list and my events). */
export const EVENT_PAGE_MAX = 50;
const CalendarDate = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  description: 'YYYY-MM-DD',
});
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
const ticketSummaryExample = {
  _id: '6652a1b2c3d4e5f6a7b8c701',
  transactionId: 'CMP-EV-20260502-7K3Q9D',
  noOfTickets: 2,
  ticketHolderName: 'Mario Rossi',
};

export const TicketSummarySchema = Type.Object(
  {
    _id: Type.String(),
    transactionId: Type.String({ description: 'reference, CMP-EV-...' }),
    noOfTickets: Type.Integer(),
    ticketHolderName: Type.String(),
  },
  { title: 'TicketSummary', examples: [ticketSummaryExample] },
);
const myEventItemExample = { ...eventListItemExample, isPresence: 1 as const, transaction: ticketSummaryExample };

export const MyEventItemSchema = Type.Object(
  {
    ...EventListItemProperties,
    isPresence: Presence,
    transaction: TicketSummarySchema,
  },
  { title: 'MyEventItem', examples: [myEventItemExample] },
);

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
const publicEventExample = {
  _id: '6650b2e3d4c5b6a7f8e9d010',
  name: 'Torneo di calcetto al Parco Sempione',
  picture: '/uploads/seed/events/calcetto.jpg',
  speciality: specialityExample,
  category: categoryExample,
  cost: 12.5,
  currencySymbol: '€',
  startDate: '2026-06-14',
  endDate: '2026-06-14',
  eventDate: '2026-06-14',
  startTime: '09:30',
  endTime: '18:00',
  location: eventLocationExample,
  description: '<p>Squadre da cinque, iscrizioni aperte a tutti: <strong>premi per le prime tre</strong>.</p>',
  websiteUrl: 'https://www.polisportivanavigli.it/calcetto',
  remainingTickets: 38,
  totalTickets: 80,
  images: [{ _id: '6650d4a5f6e7d8c9b0a1f311', url: '/uploads/seed/events/calcetto-2.jpg' }],
  documents: [
    { _id: '6650d4a5f6e7d8c9b0a1f321', name: 'Regolamento.pdf', url: '/uploads/seed/events/regolamento.pdf' },
  ],
  association: { _id: '6650e5b6a7f8e9d0c1b2a401', name: 'ASD Polisportiva Navigli', picture: null },
  isExpired: false,
  shareUrl: 'https://campo.example/event/6650b2e3d4c5b6a7f8e9d010',
};

export const PublicEventSchema = Type.Object(PublicEventProperties, {
  title: 'PublicEvent',
  examples: [publicEventExample],
});

const EventDetailProperties = {
  ...PublicEventProperties,
  subscribedUsers: Type.Array(
    Type.Object({ _id: Type.String(), picture: NullableString, firstName: Type.String(), lastName: Type.String() }),
  ),
  isFavourite: Type.Boolean(),
};
const eventDetailExample = {
  ...publicEventExample,
  subscribedUsers: [{ _id: '6650a1f2c3d4e5f6a7b8c902', picture: null, firstName: 'Giulia', lastName: 'Bianchi' }],
  isFavourite: true,
};

export const EventDetailSchema = Type.Object(EventDetailProperties, {
  title: 'EventDetail',
  examples: [eventDetailExample],
});
const myEventDetailExample = {
  ...eventDetailExample,
  isPresence: 1 as const,
  transaction: ticketSummaryExample,
  tickets: [
    {
      ...ticketSummaryExample,
      isPresence: 1 as const,
      price: 25,
      serviceFee: 1.75,
      finalPrice: 26.75,
      currencySymbol: '€',
      paymentType: 'PayPal',
      created_at: '2026-05-02T10:12:00.000Z',
      completedAt: '2026-05-02T10:14:31.000Z',
    },
  ],
  cancelDeadline: '2026-06-12T07:30:00.000Z',
  canCancelTickets: true,
};

export const MyEventDetailSchema = Type.Object(
  {
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
    cancelDeadline: Type.String({ description: 'ISO instant: tickets may be cancelled with a refund until then' }),
    canCancelTickets: Type.Boolean({ description: 'the deadline has not passed (server clock)' }),
  },
  { title: 'MyEventDetail', examples: [myEventDetailExample] },
);

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

export const FavouriteBody = Type.Object(
  { isFavourite: Type.Boolean() },
  { examples: [{ isFavourite: true }], additionalProperties: false },
);

export const PresenceBody = Type.Object(
  {
    transactionId: Type.String({ minLength: 1, maxLength: 64, description: 'the transaction _id (or its reference)' }),
    isPresence: Type.Union([Type.Literal(1), Type.Literal(-1)]),
    eventId: Id,
  },
  {
    examples: [{ transactionId: 'CMP-EV-20260502-7K3Q9D', isPresence: 1, eventId: '6650b2e3d4c5b6a7f8e9d010' }],
    additionalProperties: false,
  },
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
  {
    picture: Type.String({
      format: 'binary',
      description: 'one image (JPEG, PNG, GIF or WebP by content), under 2 MB',
    }),
  },
  { required: ['picture'] },
);
