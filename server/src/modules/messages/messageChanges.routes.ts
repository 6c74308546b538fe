import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { deleteMessage, editMessage, setReaction } from './messageChanges';
import { MESSAGE_TAGS } from './messageRouteOptions';
import {
  ChangesQuery,
  envelope,
  errors,
  MessageEditBody,
  MessageParams,
  MessageSchema,
  ReactionBody,
  ThreadParams,
} from './messages.schemas';
import { messageTexts } from './messages.texts';
import { changedMessages, memberThread } from './threads';

/** Edit, delete and react to a message; the catch-up of those changes after a reconnect. */
export const messageChangesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const editWindowMs = app.config.messageEditWindowMs;
  const ctx = { db, uploads: app.uploads, bus: app.realtime.bus, editWindowMs };
  const common = { tags: MESSAGE_TAGS, security: BEARER_SECURITY, params: MessageParams };

  app.patch(
    '/user/messages/:messageId',
    {
      schema: {
        ...common,
        operationId: 'editMessage',
        summary: 'Edit the text of your own message (within MESSAGE_EDIT_WINDOW of sending, 15 minutes by default)',
        body: MessageEditBody,
        response: { 200: envelope(MessageSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: messageTexts.text(request.language, 'messageEdited'),
      data: await editMessage(ctx, request.params.messageId, currentUser(request).id, request.body.text),
    }),
  );

  app.delete(
    '/user/messages/:messageId',
    {
      schema: {
        ...common,
        operationId: 'deleteMessage',
        summary:
          'Delete your own message (within the edit window): its text and picture are gone, others see it deleted',
        response: { 200: envelope(MessageSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: messageTexts.text(request.language, 'messageRemoved'),
      data: await deleteMessage(ctx, request.params.messageId, currentUser(request).id),
    }),
  );

  app.put(
    '/user/messages/:messageId/reaction',
    {
      schema: {
        ...common,
        operationId: 'setMessageReaction',
        summary: 'Add or take back your reaction with one emoji (idempotent), in a thread you are in',
        body: ReactionBody,
        response: { 200: envelope(MessageSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: messageTexts.text(request.language, 'reactionSaved'),
      data: await setReaction(
        ctx,
        request.params.messageId,
        currentUser(request).id,
        request.body.emoji,
        request.body.reacted,
      ),
    }),
  );

  app.get(
    '/user/message/thread/:threadId/changes',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'listChangedMessages',
        summary:
          'Edited, deleted or reacted-to messages from a position on (at most 100, latest change first): a catch-up after a reconnect',
        params: ThreadParams,
        querystring: ChangesQuery,
        response: { 200: envelope(Type.Array(MessageSchema)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const thread = await memberThread(db, request.params.threadId, currentUser(request).id);
      return {
        message: messageTexts.text(request.language, 'ok'),
        data: await changedMessages(db, thread.id, request.query.fromPosition, editWindowMs),
      };
    },
  );
};
