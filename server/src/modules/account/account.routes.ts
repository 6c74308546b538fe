import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { deviceLabel } from '../../auth/deviceLabel';
import { currentUser } from '../../auth/ownership';
import { routeRateLimit } from '../../auth/rateLimit';
import { ErrorBodySchema } from '../../http/errorBody';
import { BEARER_SECURITY } from '../../http/openapi';
import { coreTexts } from '../../i18n/catalogue';
import { languageCookie } from '../../http/pageSession';
import { rememberMemberLanguage } from '../../mail/recipientLanguage';
import { LoginBodySchema, LoginResponses } from './account.schemas';
import { accountTexts } from './account.texts';
import { login } from './account.service';
import { passwordRoutes } from './password.routes';
import { profileRoutes } from './profile.routes';
import { sessionsRoutes } from './sessions.routes';
import { signupRoutes } from './signup.routes';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signupRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(sessionsRoutes);

  app.post(
    '/user/login',
    {
      config: { rateLimit: routeRateLimit(app.config.rateLimits.auth) },
      schema: {
        tags: ['account'],
        operationId: 'logIn',
        summary: 'Log in with e-mail and password; answers a bearer token and the profile',
        description:
          'Wrong credentials answer 400 (not 401: the SPA ends the session on a 401). An unverified e-mail or an ' +
          "association account answers 403. The `lang` cookie, when sent, becomes the language of the member's mails.",
        body: LoginBodySchema,
        response: LoginResponses,
      },
    },
    async (request) => {
      const result = await app.accountThrottle.attempt('login', request.body.email, 'failures', () =>
        login({ db: app.db, sessions: app.sessions }, request.body, deviceLabel(request.headers['user-agent'])),
      );
      // The language the member was reading in when logging in (the SPA's `lang` cookie) is theirs from now on.
      const chosen = languageCookie(request);
      if (chosen) await rememberMemberLanguage(app.db, result.user._id, chosen);
      return { message: coreTexts.text(request.language, 'auth.loginSuccess'), data: result };
    },
  );

  app.post(
    '/user/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        operationId: 'logOut',
        summary: 'End the session of this token on the server',
        description: 'Later requests with the same token answer 401 Failed to authenticate token.',
        security: BEARER_SECURITY,
        response: { 200: Type.Object({ message: Type.String() }), 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      if (request.sessionId) await app.sessions.end(currentUser(request).id, request.sessionId);
      return { message: accountTexts.text(request.language, 'loggedOut') };
    },
  );
};
