import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { MESSAGE_TAGS } from './messageRouteOptions';
import { envelope, errors, ThreadParams } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { searchThread } from './search';
import { MessageSearchHitSchema, MessageSearchQuery, SEARCH_PAGE_SIZE } from './search.schemas';
import { memberThread } from './threads';

/** Search in a conversation (members only). */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/user/message/thread/:threadId/search',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'searchThreadMessages',
        summary: 'Find messages of a thread you are in by their text (newest first, pages of 20, deleted ones never)',
        description:
          'A case- and accent-insensitive substring match on the message texts; `%`, `_` and `\\` match literally. ' +
          'Each hit carries its position, so the client can load the conversation up to it.',
        params: ThreadParams,
        querystring: MessageSearchQuery,
        response: { 200: envelope(Type.Array(MessageSearchHitSchema), true), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const thread = await memberThread(db, request.params.threadId, currentUser(request).id);
      const { q, offset = 0, limit = SEARCH_PAGE_SIZE } = request.query;
      const { hits, total } = await searchThread(db, thread.id, q, { offset, limit });
      return { message: messageTexts.text(request.language, 'ok'), data: hits, total };
    },
  );
};
