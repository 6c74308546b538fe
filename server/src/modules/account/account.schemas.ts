import { Type } from 'typebox';
import { ErrorBodySchema } from '../../http/errorBody';
import { EventListItemSchema, GalleryImageSchema } from '../../contract/event';

export { GalleryImageSchema };

const NullableString = Type.Union([Type.String(), Type.Null()]);
const profileLocationExample = { address: 'Via Torino 12, 20123 Milano MI', lat: 45.4622, lng: 9.1841 };

export const LocationSchema = Type.Object(
  {
    address: Type.String(),
    lat: Type.Union([Type.Number(), Type.Null()]),
    lng: Type.Union([Type.Number(), Type.Null()]),
  },
  { title: 'ProfileLocation', examples: [profileLocationExample] },
);

const profileExample = {
  _id: '6650a1f2c3d4e5f6a7b8c901',
  firstName: 'Mario',
  lastName: 'Rossi',
  fullName: 'Mario Rossi',
  email: 'mario@campo.test',
  mobilePrefix: '+39',
  mobile: '3471234567',
  dob: '1990-04-21',
  fiscalCode: 'RSSMRA90D21F205X',
  address: 'Via Torino 12, 20123 Milano MI',
  location: profileLocationExample,
  picture: '/uploads/profile/3f9c2b7e41d84a0c9e6b1d2a7f5c8e03.jpg',
  userType: 'user' as const,
  isPasswordChanged: false,
  favouriteEvent: [],
  images: [
    {
      _id: '6650d4a5f6e7d8c9b0a1f301',
      eventId: '6650b2e3d4c5b6a7f8e9d010',
      url: '/uploads/gallery/9d41c0b3e7a24f5c8b6e2a1d3f7c9e05.jpg',
    },
  ],
};

/** SPEC.md section 3 "User profile", as CONVENTIONS.md's Profile (login, GET and PUT profile answer it). */
export const ProfileSchema = Type.Object(
  {
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
  },
  { title: 'Profile', examples: [profileExample] },
);

/** The e-mail is trimmed before validation; the password is taken as typed. */
export const LoginBodySchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { examples: [{ email: 'mario@campo.test', password: 'Campo2026!' }] },
);

export const LoginResponses = {
  200: Type.Object({
    message: Type.String(),
    data: Type.Object({ token: Type.String({ description: 'Bearer token (JWT, HS256)' }), user: ProfileSchema }),
  }),
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
};
