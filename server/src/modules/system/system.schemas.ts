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
const capturedMailExample = {
  _id: '6655a1b2c3d4e5f6a7b8cc01',
  to: 'mario@campo.test',
  subject: 'Il tuo codice per reimpostare la password',
  text: 'Il tuo codice è 482913. Vale 10 minuti.',
  html: '<p>Il tuo codice è <strong>482913</strong>. Vale 10 minuti.</p>',
  created_at: '2026-05-03T08:00:02.000Z',
};

export const CapturedMailSchema = Type.Object(
  {
    _id: Type.String(),
    to: Type.String(),
    subject: Type.String(),
    text: Type.String(),
    html: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ description: 'ISO 8601 UTC' }),
  },
  { title: 'CapturedMail', examples: [capturedMailExample] },
);

export const MailboxResponseSchema = Type.Object({ message: Type.String(), data: Type.Array(CapturedMailSchema) });
