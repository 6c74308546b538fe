import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeRateLimit } from '../../auth/rateLimit';
import { coreTexts } from '../../i18n/catalogue';
import { ContactBodySchema, ContactResponses } from './contact.schemas';
import { submitContactMessage } from './contact.service';

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: routeRateLimit(app.config.rateLimits.contact) },
      schema: {
        tags: ['contact'],
        operationId: 'sendContactMessage',
        summary: 'Send a message to the provider (stored, and mailed to CONTACT_EMAIL)',
        body: ContactBodySchema,
        response: ContactResponses,
      },
    },
    async (request, reply) => {
      const { id } = await submitContactMessage(
        { db: app.db, mailer: app.mailer, contactEmail: app.config.mail.contactEmail },
        request.body,
        request.language,
      );
      return reply.status(201).send({ message: coreTexts.text(request.language, 'contact.sent'), data: { _id: id } });
    },
  );
};
