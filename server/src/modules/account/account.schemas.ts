import { Type } from 'typebox';
import { ErrorBodySchema } from '../../http/errorBody';
import { EventListItemSchema, GalleryImageSchema } from '../../contract/event';

export { GalleryImageSchema };

const NullableString = Type.Union([Type.String(), Type.Null()]);


export const LocationSchema = Type.Object({
  address: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
}, { title: 'ProfileLocation' });

/** SPEC.md section 3 "User profile", as CONVENTIONS.md's Profile (login, GET and PUT profile answer it). */
export const ProfileSchema = Type.Object({
  _id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  mobilePrefix: NullableString,
  mobile: NullableString,
  dob: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
  fiscalCode: NullableString,
  address: NullableString,
  location: Type.Union([LocationSchema, Type.Null()]),
  picture: Type.Union([Type.String({ description: '/uploads/... URL' }), Type.Null()]),
  userType: Type.Union([Type.Literal('user'), Type.Literal('association')]),
  isPasswordChanged: Type.Boolean(),
  favouriteEvent: Type.Array(EventListItemSchema),
  images: Type.Array(GalleryImageSchema),
}, { title: 'Profile' });

/** The e-mail is trimmed before validation; the password is taken as typed. */
export const LoginBodySchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});

export const LoginResponses = {
  200: Type.Object({
    message: Type.String(),
    data: Type.Object({ token: Type.String({ description: 'Bearer token (JWT, HS256)' }), user: ProfileSchema }),
  }),
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
};
