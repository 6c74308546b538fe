import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { preparedQuery } from '../db/preparedQuery';
import { coreTexts } from '../i18n/catalogue';
import type { TokenSigner } from './tokens';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

const sessionUser = preparedQuery<
  { sessionId: string; userId: string },
  { id: string; email: string; user_type: 'user' | 'association'; first_name: string; last_name: string }
>((db, values) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.user_type', 'users.first_name', 'users.last_name'])
    .where('sessions.id', '=', values.sessionId)
    .where('sessions.user_id', '=', values.userId),
);

/**
 * preHandler for routes that need a logged-in user: sets `request.user`, or answers 401 for a missing,
 * malformed, forged or expired token, a token whose session ended (logout, password change or reset), or a user
 * that no longer exists. One indexed lookup: the session by its primary key, joined to its user.
 */
export function createAuthenticate(app: FastifyInstance, signer: TokenSigner): preHandlerAsyncHookHandler {
  return async function authenticate(request) {
    const token = bearerToken(request);
    const claims = token ? await signer.verify(token) : null;
    if (!claims) throw coreTexts.error(401, 'auth.failed');
    const [user] = await sessionUser.execute(app.db, { sessionId: claims.sessionId, userId: claims.userId });
    if (!user) throw coreTexts.error(401, 'auth.failed');
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
