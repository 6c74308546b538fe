import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { MESSAGE_TAGS } from './messageRouteOptions';
import { ContactSchema, envelope, errors, ThreadParams } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { othersReadPositions, readersAt } from './readState';
import { ReadersQuery, ThreadReadsSchema } from './readState.schemas';
import { memberThread } from './threads';

/** Read state of a thread: where the other members have read up to, and who has read a message (members only). */
export const readStateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const common = { tags: MESSAGE_TAGS, security: BEARER_SECURITY, params: ThreadParams };

  app.get(
    '/user/message/thread/:threadId/reads',
    {
      schema: {
        ...common,
        operationId: 'getThreadReads',
        summary: "Where the thread's other members have read up to (their read positions; live: `thread.read`)",
        response: { 200: envelope(ThreadReadsSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const thread = await memberThread(db, request.params.threadId, userId);
      return {
        message: messageTexts.text(request.language, 'ok'),
        data: { threadId: thread.id, type: thread.type, reads: await othersReadPositions(db, thread.id, userId) },
      };
    },
  );

  app.get(
    '/user/message/thread/:threadId/readers',
    {
      schema: {
        ...common,
        operationId: 'listMessageReaders',
        summary: 'The other members who have read the thread up to a message position, by name ("Seen by")',
        querystring: ReadersQuery,
        response: { 200: envelope(Type.Array(ContactSchema), true), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const thread = await memberThread(db, request.params.threadId, userId);
      const readers = await readersAt(db, thread.id, userId, request.query.position);
      return { message: messageTexts.text(request.language, 'ok'), data: readers, total: readers.length };
    },
  );
};
