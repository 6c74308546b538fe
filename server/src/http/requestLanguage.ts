import type { FastifyInstance } from 'fastify';
import { pickLanguage } from '../i18n/language';

/**
 * `request.language` from Accept-Language, worked out when a handler asks (health checks and files never do) rather
 * than in a hook every request runs; it never fails, so an error answer can always use it.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter() {
      return pickLanguage(this.headers['accept-language']);
    },
  });
}
