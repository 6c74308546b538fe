import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeRateLimit } from '../../auth/rateLimit';
import { trimBodyStrings } from '../../http/trimBody';
import { coreTexts } from '../../i18n/catalogue';
import { LoginBodySchema, LoginResponses } from './account.schemas';
import { login } from './account.service';
import { passwordRoutes } from './password.routes';
import { profileRoutes } from './profile.routes';
import { signupRoutes } from './signup.routes';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signupRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);

  app.post(
    '/user/login',
    {
      config: { rateLimit: routeRateLimit(app.config.rateLimits.auth) },
      preValidation: trimBodyStrings(['email']),
      schema: {
        tags: ['account'],
        summary: 'Log in with e-mail and password; answers a bearer token and the profile',
        description:
          'Wrong credentials answer 400 (not 401: the SPA ends the session on a 401). An unverified e-mail or an ' +
          'association account answers 403.',
        body: LoginBodySchema,
        response: LoginResponses,
      },
    },
    async (request) => {
      const result = await login({ db: app.db, tokens: app.tokens }, request.body);
      return { message: coreTexts.text(request.language, 'auth.loginSuccess'), data: result };
    },
  );
};
