import { Type } from 'typebox';
import { ErrorBodySchema } from '../../http/errorBody';

const DialectSchema = Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]);

export const HealthOkSchema = Type.Object({ status: Type.Literal('ok'), database: DialectSchema });

export const HealthDownSchema = Type.Object({
  ...ErrorBodySchema.properties,
  status: Type.Literal('unavailable'),
  database: DialectSchema,
});

export const MailboxQuerySchema = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254, description: 'Only mails to this address (case-insensitive)' })),
});

export const CapturedMailSchema = Type.Object({
  _id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
}, { title: 'CapturedMail' });

export const MailboxResponseSchema = Type.Object({ message: Type.String(), data: Type.Array(CapturedMailSchema) });
