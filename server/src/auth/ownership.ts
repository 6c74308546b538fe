import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError';
import { AUTH_FAILED_MESSAGE } from './authenticate';
import type { AuthUser } from './authUser';

/** The logged-in user; use only behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw ApiError.fixed(401, AUTH_FAILED_MESSAGE);
  return request.user;
}

/** Users change only their own things: 403 unless the logged-in user is `ownerId`. */
export function assertOwnedBy(request: FastifyRequest, ownerId: string | null | undefined): void {
  if (currentUser(request).id !== ownerId) throw ApiError.localised(403, 'common.forbiddenNotOwner');
}
