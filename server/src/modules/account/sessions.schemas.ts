import { Type } from 'typebox';
import { envelope, errors, MessageOnly } from '../../contract/common';

const Instant = Type.String({ description: 'ISO 8601 UTC' });

/** Session ids are random (auth/sessions.ts: 16 bytes, base64url), not the 24-hex ids of the other entities. */
export const SessionIdParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', description: 'A session id from GET /user/sessions' }),
});

const accountSessionExample = {
  _id: 'q3Zb8fK1xW0pLm2N4rT6yA',
  device: 'Firefox on Linux',
  createdAt: '2026-05-02T08:15:00.000Z',
  lastSeenAt: '2026-05-03T19:40:12.000Z',
  current: true,
};

/** One place the member is logged in ("where you are logged in"). */
export const AccountSessionSchema = Type.Object(
  {
    _id: Type.String({ description: 'The session id' }),
    device: Type.Union([Type.String({ maxLength: 100 }), Type.Null()], {
      description:
        'Browser and system at login, e.g. "Firefox · Linux" (the same in every language); null when the browser named nothing known',
    }),
    createdAt: Instant,
    lastSeenAt: Instant,
    current: Type.Boolean({ description: 'The session of the token that asked' }),
  },
  { title: 'AccountSession', examples: [accountSessionExample] },
);

export const SessionListResponses = { 200: envelope(Type.Array(AccountSessionSchema)), ...errors(401, 403) };

export const EndSessionResponses = { 200: MessageOnly, ...errors(400, 401, 403, 404) };

export const EndOtherSessionsResponses = {
  200: envelope(Type.Object({ ended: Type.Integer({ minimum: 0, description: 'How many sessions ended' }) })),
  ...errors(401, 403),
};
