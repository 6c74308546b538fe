import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, errorBody } from '../../http/errorBody';
import { NO_SECURITY } from '../../http/openapi';
import { coreTexts } from '../../i18n/catalogue';
import { HealthDownSchema, HealthOkSchema, MailboxQuerySchema, MailboxResponseSchema } from './system.schemas';
import { isDatabaseUp, listMailbox } from './system.service';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Health check: the server runs and its database answers',
        security: NO_SECURITY,
        response: { 200: HealthOkSchema, 503: HealthDownSchema },
      },
    },
    async (request, reply) => {
      const database = app.database.dialect;
      if (await isDatabaseUp(app.db)) return { status: 'ok' as const, database };
      const body = errorBody(503, coreTexts.text(request.language, 'common.serviceUnavailable'));
      return reply.status(503).send({ ...body, status: 'unavailable' as const, database });
    },
  );

  // Lets developers and the e2e journeys read the mails the app would have sent; off in production unless
  // DEV_MAILBOX=true (a demo without SMTP).
  if (app.config.devMailbox) {
    app.get(
      '/dev/mailbox',
      {
        schema: {
          tags: ['system'],
          operationId: 'listDevMailbox',
          summary: 'Captured outgoing mail, newest first (development only)',
          querystring: MailboxQuerySchema,
          response: { 200: MailboxResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => ({
        message: coreTexts.text(request.language, 'common.ok'),
        data: await listMailbox(app.db, request.query.to),
      }),
    );
  }
};
