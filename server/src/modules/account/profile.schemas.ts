import { Type } from 'typebox';
import { ErrorBodySchema } from '../../http/errorBody';
import { ID_PATTERN } from '../../lib/ids';
import { GalleryImageSchema, ProfileSchema } from './account.schemas';
import { fileField, MOBILE_PREFIX, withFiles } from './signup.schemas';

const optionalText = (maxLength: number) => Type.Optional(Type.String({ minLength: 1, maxLength }));
const optionalPattern = (regex: RegExp, description: string) =>
  Type.Optional(Type.String({ pattern: regex.source, description }));

/** SPEC.md section 3 "Profile update": only the fields sent are changed; blank ones count as not sent. */
export const ProfileUpdateFieldsSchema = Type.Object({
  firstName: optionalText(50),
  lastName: optionalText(50),
  mobilePrefix: optionalPattern(MOBILE_PREFIX, 'At most 5 characters: up to 4 digits, optionally after +'),
  mobile: optionalPattern(/^\d{4,15}$/, 'At most 15 digits'),
  dob: optionalPattern(/^\d{4}[/-]\d{2}[/-]\d{2}$/, 'YYYY/MM/DD (YYYY-MM-DD also accepted)'),
  fiscalCode: optionalPattern(/^[A-Za-z0-9]{11,16}$/, 'Italian fiscal code'),
  address: optionalText(300),
  lat: optionalPattern(/^-?\d{1,3}(\.\d{1,12})?$/, 'Latitude, with lng'),
  lng: optionalPattern(/^-?\d{1,3}(\.\d{1,12})?$/, 'Longitude, with lat'),
  email: Type.Optional(Type.String({ maxLength: 254, description: 'Ignored: the e-mail address never changes' })),
});

export const ProfileUpdateFormSchema = withFiles(ProfileUpdateFieldsSchema, {}, []);

export const PictureFormSchema = withFiles(
  Type.Object({}),
  { picture: fileField('JPEG, PNG, GIF or WebP under 2MB') },
  ['picture'],
);

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
};

export const ProfileResponses = { 200: Type.Object({ message: Type.String(), data: ProfileSchema }), ...errors };

export const EventIdParamsSchema = Type.Object({ eventId: Type.String({ pattern: ID_PATTERN.source }) });

export const GalleryAddResponses = {
  200: Type.Object({ message: Type.String(), data: GalleryImageSchema }),
  ...errors,
};

/** imageId is checked in the handler so that its absence answers SPEC's 'Invalid request'. */
export const GalleryRemoveBodySchema = Type.Object(
  { imageId: Type.Optional(Type.String({ maxLength: 100 })) },
  { examples: [{ imageId: '6650d4a5f6e7d8c9b0a1f301' }] },
);

export const GalleryRemoveResponses = { 200: Type.Object({ message: Type.String() }), ...errors };

const languageField = () => Type.Union([Type.Literal('it'), Type.Literal('en')], { description: 'it or en' });

/** The language a member reads the app in; the server's mails to them use it. */
export const MemberLanguageSchema = Type.Object(
  { language: languageField() },
  { title: 'MemberLanguage', examples: [{ language: 'en' }] },
);

export const MemberLanguageBodySchema = Type.Object({ language: languageField() }, { examples: [{ language: 'en' }] });

export const MemberLanguageResponses = {
  200: Type.Object({ message: Type.String(), data: MemberLanguageSchema }),
  400: ErrorBodySchema,
  401: ErrorBodySchema,
};
