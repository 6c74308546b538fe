import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from '../../http/errorHandler';
import { ShopError, shopTexts } from './shop.texts';

/** The shared error handler, with ShopErrors turned into localised ApiErrors first. */
export function shopErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const apiError =
    error instanceof ShopError ? shopTexts.error(request.language, error.statusCode, error.key, error.params) : error;
  handleError(apiError as FastifyError, request, reply);
}
