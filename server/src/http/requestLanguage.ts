import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, pickLanguage } from '../i18n/language';

/** Sets `request.language` from Accept-Language before anything else can fail. */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
  });
}
