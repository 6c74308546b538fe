import { Type } from 'typebox';
import { ErrorBodySchema } from '../../http/errorBody';

export const CONTACT_LIMITS = { name: 100, message: 5000, email: 254 } as const;

/** Strings are trimmed before validation (http/textHygiene.ts). */
export const ContactBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name }),
    email: Type.String({ format: 'email', maxLength: CONTACT_LIMITS.email }),
    message: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.message }),
  },
  {
    examples: [
      {
        name: 'Lucia Verdi',
        email: 'lucia.verdi@example.it',
        message: 'Buongiorno, vorrei sapere se organizzate corsi di nuoto per adulti a Bergamo.',
      },
    ],
  },
);

export const ContactCreatedSchema = Type.Object({
  message: Type.String(),
  data: Type.Object({ _id: Type.String() }),
});

export const ContactResponses = {
  201: ContactCreatedSchema,
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
};
