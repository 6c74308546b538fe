import { Type, type Static } from 'typebox';
import { Coordinates, NullableString } from './common';

export const eventLocationExample = { address: 'Parco Sempione, Milano MI', coordinates: [9.1763, 45.4721] };

/**
 * The event entities more than one section sends (events, profile favourites, association detail).
 * Their mapper from database rows is modules/events/eventListItem.ts.
 */
export const EventLocationSchema = Type.Object(
  { address: Type.String(), coordinates: Coordinates },
  { title: 'EventLocation', examples: [eventLocationExample] },
);

export const EventListItemProperties = {
  _id: Type.String(),
  name: Type.String(),
  picture: NullableString,
  eventDate: Type.String({ description: 'start date, YYYY-MM-DD' }),
  endDate: Type.String({ description: 'YYYY-MM-DD' }),
  time: Type.String({ description: 'start time, HH:mm (Europe/Rome)' }),
  endTime: Type.String({ description: 'HH:mm (Europe/Rome)' }),
  description: Type.String({ description: 'plain text excerpt (the detail carries the HTML)' }),
  location: EventLocationSchema,
  isFavourite: Type.Boolean(),
  isExpired: Type.Boolean(),
};

export const eventListItemExample = {
  _id: '6650b2e3d4c5b6a7f8e9d010',
  name: 'Torneo di calcetto al Parco Sempione',
  picture: '/uploads/seed/events/calcetto.jpg',
  eventDate: '2026-06-14',
  endDate: '2026-06-14',
  time: '09:30',
  endTime: '18:00',
  description: 'Squadre da cinque, iscrizioni aperte a tutti: premi per le prime tre.',
  location: eventLocationExample,
  isFavourite: true,
  isExpired: false,
  distance: 2.4,
};

/** SPEC section 3 "Event (list)": the card of every event list. */
export const EventListItemSchema = Type.Object(
  {
    ...EventListItemProperties,
    distance: Type.Optional(Type.Number({ description: 'km from the searched location (location searches only)' })),
  },
  { title: 'EventListItem', examples: [eventListItemExample] },
);
export type EventListItem = Static<typeof EventListItemSchema>;
export const specialityExample = { _id: '6650c3f4e5d6c7b8a9f0e101', title: 'Calcio' };

export const SpecialitySchema = Type.Object(
  { _id: Type.String(), title: Type.String() },
  { title: 'Speciality', examples: [specialityExample] },
);
export type Speciality = Static<typeof SpecialitySchema>;
export const categoryExample = {
  _id: '6650c3f4e5d6c7b8a9f0e201',
  name: 'Calcio a 5',
  icon: '/uploads/seed/categories/calcio-a-5.svg',
};

export const CategorySchema = Type.Object(
  { _id: Type.String(), name: Type.String(), icon: NullableString },
  { title: 'Category', examples: [categoryExample] },
);
export type Category = Static<typeof CategorySchema>;

const galleryImageExample = {
  _id: '6650d4a5f6e7d8c9b0a1f301',
  eventId: '6650b2e3d4c5b6a7f8e9d010',
  url: '/uploads/gallery/9d41c0b3e7a24f5c8b6e2a1d3f7c9e05.jpg',
};

/** A picture a user uploaded to an event's gallery (event upload answer and the profile's images). */
export const GalleryImageSchema = Type.Object(
  { _id: Type.String(), eventId: Type.String(), url: Type.String() },
  { title: 'GalleryImage', examples: [galleryImageExample] },
);
export type GalleryImage = Static<typeof GalleryImageSchema>;
