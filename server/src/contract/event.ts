import { Type, type Static } from 'typebox';
import { Coordinates, NullableString } from './common';

/**
 * The event entities more than one section sends (events, profile favourites, association detail).
 * Their mapper from database rows is modules/events/eventListItem.ts.
 */
export const EventLocationSchema = Type.Object({ address: Type.String(), coordinates: Coordinates }, { title: 'EventLocation' });

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

/** SPEC section 3 "Event (list)": the card of every event list. */
export const EventListItemSchema = Type.Object({
  ...EventListItemProperties,
  distance: Type.Optional(Type.Number({ description: 'km from the searched location (location searches only)' })),
}, { title: 'EventListItem' });
export type EventListItem = Static<typeof EventListItemSchema>;

export const SpecialitySchema = Type.Object({ _id: Type.String(), title: Type.String() }, { title: 'Speciality' });
export type Speciality = Static<typeof SpecialitySchema>;

export const CategorySchema = Type.Object({ _id: Type.String(), name: Type.String(), icon: NullableString }, { title: 'Category' });
export type Category = Static<typeof CategorySchema>;

/** A picture a user uploaded to an event's gallery (event upload answer and the profile's images). */
export const GalleryImageSchema = Type.Object({ _id: Type.String(), eventId: Type.String(), url: Type.String() }, { title: 'GalleryImage' });
export type GalleryImage = Static<typeof GalleryImageSchema>;
