import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { preparedQuery } from '../db/preparedQuery';
import { coreTexts } from '../i18n/catalogue';
import type { TokenSigner } from './tokens';

export type TokenSource = (request: FastifyRequest) => string | null;

/** The token of an `Authorization: Bearer <token>` header, unverified. */
export const bearerToken: TokenSource = (request) => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
};

const sessionUser = preparedQuery<
  { sessionId: string; userId: string },
  {
    id: string;
    email: string;
    user_type: 'user' | 'association';
    first_name: string;
    last_name: string;
    last_seen_at: string | Date | null;
  }
>((db, values) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.user_type',
      'users.first_name',
      'users.last_name',
      'sessions.last_seen_at',
    ])
    .where('sessions.id', '=', values.sessionId)
    .where('sessions.user_id', '=', values.userId),
);

/**
 * preHandler for routes that need a logged-in user: sets `request.user`, or answers 401 for a missing,
 * malformed, forged or expired token, a token whose session ended (logout, password change or reset), or a user
 * that no longer exists. One indexed lookup: the session by its primary key, joined to its user; the session's
 * `last_seen_at` is written only when it is LAST_SEEN_REFRESH_MS old (sessions.ts), not on every request.
 * `tokenOf` says where the token is read: the Bearer header for the API; uploads also take the SPA's cookie.
 */
export function createAuthenticate(
  app: FastifyInstance,
  signer: TokenSigner,
  tokenOf: TokenSource = bearerToken,
): preHandlerAsyncHookHandler {
  return async function authenticate(request) {
    const token = tokenOf(request);
    const claims = token ? await signer.verify(token) : null;
    if (!claims) throw coreTexts.error(401, 'auth.failed');
    const [user] = await sessionUser.execute(app.db, { sessionId: claims.sessionId, userId: claims.userId });
    if (!user) throw coreTexts.error(401, 'auth.failed');
    await app.sessions.seen(claims.sessionId, user.last_seen_at);
    request.sessionId = claims.sessionId;
    request.user = {
      id: user.id,
      email: user.email,
      userType: user.user_type,
      firstName: user.first_name,
      lastName: user.last_name,
    };
  };
}
