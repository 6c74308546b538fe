import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './authUser';
import { coreTexts } from '../i18n/catalogue';

/** The logged-in user; use only behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw coreTexts.error(401, 'auth.failed');
  return request.user;
}

/** Users change only their own things: 403 unless the logged-in user is `ownerId`. */
export function assertOwnedBy(request: FastifyRequest, ownerId: string | null | undefined): void {
  if (currentUser(request).id !== ownerId) throw coreTexts.error(403, 'common.forbiddenNotOwner');
}
