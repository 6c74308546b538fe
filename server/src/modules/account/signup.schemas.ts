import { Type, type TObject, type TProperties } from 'typebox';
import { ErrorBodySchema } from '../../http/errorBody';
import { ID_PATTERN } from '../../lib/ids';

// Multipart forms: every field is text. Blank fields count as not sent (cleanFormFields) and the schemas check
// what is left; dates, coordinates and lists are parsed after the schema (formValues.ts).

const text = (maxLength: number, description?: string) => Type.String({ minLength: 1, maxLength, description });
const pattern = (regex: RegExp, description: string) => Type.String({ pattern: regex.source, description });

export const MOBILE_PREFIX = /^\+?\d{1,4}$/;
const MOBILE_10_DIGITS = /^\d{10}$/;
const DATE_TEXT = /^\d{4}[-/]\d{2}[-/]\d{2}$/;
const FISCAL_CODE = /^[A-Za-z0-9]{11,16}$/;
const COORDINATE = /^-?\d{1,3}(\.\d{1,12})?$/;
const BOOLEAN_TEXT = /^(true|false|1|0)$/;
const PASSWORD = Type.String({ minLength: 6, maxLength: 200 });

/** A file part, for the OpenAPI document. */
export const fileField = (description: string) => Type.String({ format: 'binary', description });

/** Adds file fields to a form schema for the OpenAPI document only (files are checked by readMultipartForm). */
export function withFiles<Fields extends TProperties>(form: TObject<Fields>, files: TProperties, required: string[]) {
  return Type.Object({ ...form.properties, ...files }, { required: [...(form.required ?? []), ...required] });
}

/** SPEC.md section 3 "User signup". */
export const UserSignupFieldsSchema = Type.Object({
  firstName: text(50),
  lastName: text(50),
  mobilePrefix: pattern(MOBILE_PREFIX, 'Up to 4 digits, optionally after +'),
  mobile: pattern(MOBILE_10_DIGITS, '10 digits'),
  dob: pattern(DATE_TEXT, 'YYYY-MM-DD'),
  fiscalCode: Type.Optional(pattern(FISCAL_CODE, 'Italian fiscal code (16) or VAT-style code (11)')),
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: PASSWORD,
  confirmPassword: Type.Optional(Type.String({ maxLength: 200, description: 'When sent, must equal password' })),
  address: text(300),
  lat: Type.Optional(pattern(COORDINATE, 'Latitude, with lng')),
  lng: Type.Optional(pattern(COORDINATE, 'Longitude, with lat')),
  associations: Type.Optional(
    Type.String({ maxLength: 5000, description: 'JSON text: array of association ids to follow' }),
  ),
  deviceToken: Type.Optional(Type.String({ maxLength: 500 })),
  deviceId: Type.Optional(Type.String({ maxLength: 200 })),
  deviceType: Type.Optional(
    Type.Union([Type.Literal('web'), Type.Literal('android'), Type.Literal('ios')], { description: 'Default web' }),
  ),
});

export const UserSignupFormSchema = withFiles(
  UserSignupFieldsSchema,
  { picture: Type.Optional(fileField('JPEG, PNG, GIF or WebP under 2MB')) },
  [],
);

export const UserSignupResponses = {
  201: Type.Object({ message: Type.String(), data: Type.Object({ _id: Type.String(), email: Type.String() }) }),
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
};

export const VerifyParamsSchema = Type.Object({
  id: Type.String({ pattern: ID_PATTERN.source }),
  email: Type.String({ minLength: 3, maxLength: 254 }),
  token: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});

export const VerifyResponses = {
  200: Type.Object({ message: Type.String(), data: Type.Object({ verified: Type.Literal(true) }) }),
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  410: ErrorBodySchema,
};

/** SPEC.md section 3 "Association signup" (firstName is the association's name). */
export const AssociationSignupFieldsSchema = Type.Object({
  firstName: text(100, 'The association name'),
  email: Type.String({ format: 'email', maxLength: 254 }),
  mobilePrefix: Type.Optional(pattern(MOBILE_PREFIX, 'Up to 4 digits, optionally after +')),
  mobile: pattern(MOBILE_10_DIGITS, '10 digits'),
  password: PASSWORD,
  confirmPassword: Type.String({ minLength: 1, maxLength: 200 }),
  vatNumber: Type.Optional(pattern(/^[A-Za-z0-9]{8,15}$/, 'Partita IVA')),
  destinationCodice: Type.Optional(pattern(/^[A-Za-z0-9]{6,7}$/, 'Codice destinatario (SDI)')),
  emailPEC: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  address: text(300),
  addressCity: text(100),
  addressProvince: text(100),
  addressProvinceCode: pattern(/^[A-Za-z]{2}$/, 'Two letters, e.g. MI'),
  addressCountryCode: pattern(/^[A-Za-z]{2}$/, 'ISO 3166 alpha-2, e.g. IT'),
  addressCountry: text(100),
  addressZipcode: pattern(/^[0-9A-Za-z -]{3,10}$/, 'Postal code'),
  bankName: text(150),
  bankAddress: text(300),
  bankAddressCity: text(100),
  bankAddressProvince: text(100),
  bankAddressZipcode: pattern(/^[0-9A-Za-z -]{3,10}$/, 'Postal code'),
  bankAddressCountry: text(100),
  bankIBANNO: pattern(/^[A-Za-z]{2}\d{2}[A-Za-z0-9 ]{11,40}$/, 'IBAN'),
  associationRepresentativeFirstName: text(50),
  associationRepresentativeLastName: text(50),
  dob: pattern(DATE_TEXT, "Representative's date of birth, YYYY-MM-DD"),
  fiscalCode: Type.Optional(pattern(FISCAL_CODE, "Representative's fiscal code")),
  identityDocumentName: text(100, 'Kind of document, e.g. Carta d’identità'),
  identityDocumentNumber: text(50),
  identityDocumentDateOfIssue: pattern(DATE_TEXT, 'YYYY-MM-DD'),
  identityDocumentIssuedBy: text(150),
  speciality: text(100, 'Speciality id, or its title (case-insensitive), e.g. Pallavolo'),
  websiteUrl: pattern(/^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/, 'Website, https:// optional'),
  description: text(5000),
  acceptedNewsOffers: Type.Optional(pattern(BOOLEAN_TEXT, 'true or false')),
  acceptedPNPTNC: pattern(BOOLEAN_TEXT, 'Must be true: privacy policy and terms accepted'),
});

export const AssociationSignupFormSchema = withFiles(
  AssociationSignupFieldsSchema,
  {
    logo: fileField('JPEG, PNG, GIF or WebP under 5MB'),
    identityDocument: fileField('Image or PDF under 5MB'),
  },
  ['logo', 'identityDocument'],
);

export const AssociationSignupResponses = {
  201: Type.Object({
    message: Type.String(),
    data: Type.Object({ _id: Type.String(), status: Type.Literal('pending') }),
  }),
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
};
