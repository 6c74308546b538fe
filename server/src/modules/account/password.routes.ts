import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/ownership';
import { routeRateLimit } from '../../auth/rateLimit';
import { BEARER_SECURITY } from '../../http/openapi';
import { accountTexts } from './account.texts';
import { changePassword } from './changePassword.service';
import {
  ChangePasswordBodySchema,
  ChangePasswordResponses,
  ForgotPasswordBodySchema,
  ForgotPasswordResponses,
  ResetPasswordBodySchema,
  ResetPasswordResponses,
  VerifyCodeBodySchema,
  VerifyCodeResponses,
} from './password.schemas';
import { requestResetCode, resetPassword, verifyResetCode } from './passwordReset.service';
import { createResetTokens } from './resetTokens';

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app.config.rateLimits.auth);
  const resetTokens = createResetTokens(app.config.tokenSecret);
  const secret = app.config.tokenSecret;

  app.put(
    '/user/forgotpassword',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        operationId: 'requestPasswordResetCode',
        summary: 'Mail a 6-digit code to reset the password (valid 10 minutes, 5 tries)',
        description: 'Answers the same whether or not the e-mail has an account.',
        body: ForgotPasswordBodySchema,
        response: ForgotPasswordResponses,
      },
    },
    async (request) => {
      const deps = { db: app.db, mailer: app.mailer, secret, language: request.language };
      await app.accountThrottle.attempt('recovery', request.body.email, 'every', () =>
        requestResetCode(deps, request.body.email),
      );
      return { message: accountTexts.text(request.language, 'forgotPasswordSent') };
    },
  );

  app.put(
    '/user/forgotpassword/verify/code',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        operationId: 'verifyPasswordResetCode',
        summary: 'Check the mailed code; answers a reset token for PUT /user/reset/password',
        description: 'A wrong code answers 400 and uses a try, an expired one 410, a code out of tries 429.',
        body: VerifyCodeBodySchema,
        response: VerifyCodeResponses,
      },
    },
    async (request) => {
      const deps = { db: app.db, secret, resetTokens, language: request.language };
      const token = await app.accountThrottle.attempt('recovery', request.body.email, 'failures', () =>
        verifyResetCode(deps, request.body),
      );
      return { message: accountTexts.text(request.language, 'codeVerified'), data: { token } };
    },
  );

  app.put(
    '/user/reset/password',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        operationId: 'resetPassword',
        summary: 'Set a new password with the reset token as bearer; logs out every session',
        security: BEARER_SECURITY,
        body: ResetPasswordBodySchema,
        response: ResetPasswordResponses,
      },
    },
    async (request) => {
      const { password, confirmPassword } = request.body;
      if (password !== confirmPassword) throw accountTexts.error(400, 'passwordsDoNotMatch');
      await resetPassword(
        { resetTokens, sessions: app.sessions, language: request.language },
        bearerToken(request),
        password,
      );
      return { message: accountTexts.text(request.language, 'passwordReset') };
    },
  );

  app.put(
    '/user/change/password',
    {
      config: { rateLimit },
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        operationId: 'changePassword',
        summary: 'Change the password of the logged-in user',
        description: 'A wrong old password answers 400 with a message; the session stays valid.',
        security: BEARER_SECURITY,
        body: ChangePasswordBodySchema,
        response: ChangePasswordResponses,
      },
    },
    async (request) => {
      const session = { userId: currentUser(request).id, sessionId: request.sessionId ?? '' };
      await changePassword({ db: app.db, sessions: app.sessions }, session, request.body);
      return { message: accountTexts.text(request.language, 'passwordChanged') };
    },
  );
};
