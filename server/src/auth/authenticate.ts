import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { coreTexts } from '../i18n/catalogue';
import type { TokenSigner } from './tokens';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * preHandler for routes that need a logged-in user: sets `request.user`, or answers 401 for a missing,
 * malformed, forged or expired token, a token revoked by a token_version bump, or a user that no longer exists.
 */
export function createAuthenticate(app: FastifyInstance, signer: TokenSigner): preHandlerAsyncHookHandler {
  return async function authenticate(request) {
    const token = bearerToken(request);
    const claims = token ? await signer.verify(token) : null;
    if (!claims) throw coreTexts.error(401, 'auth.failed');
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'email', 'user_type', 'first_name', 'last_name', 'token_version'])
      .where('id', '=', claims.userId)
      .executeTakeFirst();
    if (!user || Number(user.token_version) !== claims.tokenVersion) throw coreTexts.error(401, 'auth.failed');
    request.user = {
      id: user.id,
      email: user.email,
      userType: user.user_type,
      firstName: user.first_name,
      lastName: user.last_name,
    };
  };
}
