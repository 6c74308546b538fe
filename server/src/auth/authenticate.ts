import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { preparedQuery } from '../db/preparedQuery';
import { coreTexts } from '../i18n/catalogue';
import type { CachedSession } from './sessionCache';
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

/** The session and its user from the database, kept in the cache; null when the session ended. */
async function loadSession(app: FastifyInstance, sessionId: string, userId: string): Promise<CachedSession | null> {
  const cache = app.sessionCache;
  const generation = cache.generation();
  const [row] = await sessionUser.execute(app.db, { sessionId, userId });
  if (!row) return null;
  const session: CachedSession = {
    user: {
      id: row.id,
      email: row.email,
      userType: row.user_type,
      firstName: row.first_name,
      lastName: row.last_name,
    },
    lastSeenAt: row.last_seen_at,
  };
  cache.remember(sessionId, session, generation);
  return session;
}

/**
 * preHandler for routes that need a logged-in user: sets `request.user`, or answers 401 for a missing,
 * malformed, forged or expired token, a token whose session ended (logout, password change or reset), or a user
 * that no longer exists. The session comes from this process's cache (sessionCache.ts: every end clears it on every
 * instance), else from one indexed lookup: the session by its primary key, joined to its user. The session's
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
    const cached = app.sessionCache.get(claims.sessionId);
    const session =
      cached && cached.user.id === claims.userId ? cached : await loadSession(app, claims.sessionId, claims.userId);
    if (!session) throw coreTexts.error(401, 'auth.failed');
    const written = await app.sessions.seen(claims.sessionId, session.lastSeenAt);
    if (written) session.lastSeenAt = written;
    request.sessionId = claims.sessionId;
    request.user = session.user;
  };
}
