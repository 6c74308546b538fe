import { Type } from 'typebox';
import { ErrorBodySchema } from '../../http/errorBody';

/** `session`: characters of the attached session file, below the JSON body limit (BODY_LIMIT_BYTES, 1 MiB). */
export const CONTACT_LIMITS = { name: 100, message: 5000, email: 254, session: 800_000 } as const;

/** Strings are trimmed before validation (http/textHygiene.ts). */
export const ContactBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name }),
    email: Type.String({ format: 'email', maxLength: CONTACT_LIMITS.email }),
    message: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.message }),
    session: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: CONTACT_LIMITS.session,
        description:
          "A problem report's recorded session, sent only when the writer ticks consent: the JSON text of the SPA's " +
          'session export (Redux DevTools import format: `payload` and `preloadedState`, both JSON text), already ' +
          'sanitised by the SPA. Mailed to the provider as an attachment; not stored with the message',
      }),
    ),
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
