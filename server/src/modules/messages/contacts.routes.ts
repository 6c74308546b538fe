import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { MESSAGE_TAGS } from './messageRouteOptions';
import { ContactQuery, ContactSchema, envelope, errors } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { listContacts } from './people';

const CONTACT_PAGE_SIZE = 10;

/** The people a member can write to (the new-message picker). */
export const contactsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/message/contact/list',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'listContacts',
        summary: 'People the user can write to, by name (page is 1-based)',
        querystring: ContactQuery,
        response: { 200: envelope(Type.Array(ContactSchema), true), ...errors(400, 401) },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? CONTACT_PAGE_SIZE;
      const offset = ((request.query.page ?? 1) - 1) * limit;
      const page = await listContacts(app.db, currentUser(request).id, { name: request.query.name, offset, limit });
      return {
        message: messageTexts.text(request.language, 'contactsLoaded', { count: page.total }),
        data: page.items,
        total: page.total,
      };
    },
  );
};
