import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { sendKeptData, sendSerialisedJson, serialisationSchema, spliceData } from '../../http/serialisedJson';
import { speedUpOn } from '../../speedUps';
import { multipartValidatorCompiler } from '../../storage/formFields';
import { withMultipart } from '../../storage/uploadContext';
import { cachedConversationReader } from './cachedConversation';
import { createChatListCache } from './chatListCache';
import { readSendForm } from './compose';
import { memberGroup } from './groups';
import { listInbox } from './inbox';
import {
  conversationReader,
  LIST_PAGE_SIZE,
  MESSAGE_TAGS,
  SEND_ERRORS,
  SEND_SCHEMA,
  sendRateLimit,
} from './messageRouteOptions';
import {
  ContactParams,
  ConversationQuery,
  envelope,
  errors,
  FriendConversationSchema,
  GroupSendFields,
  GroupSendForm,
  InboxThreadSchema,
  type InboxThread,
  MessageSchema,
  PageQuery,
  type Message,
  SingleSendFields,
  SingleSendForm,
  ThreadParams,
  ThreadReadSchema,
  UnreadSchema,
} from './messages.schemas';
import { messageTexts } from './messages.texts';
import { findContact } from './people';
import { directThreadFor, postMessage, singleThreadOf } from './send';
import { markRead, memberThread, unreadSummary } from './threads';
import { unreadPageData } from './unreadPageData';

const MESSAGE_LIST_SCHEMA = serialisationSchema(Type.Array(MessageSchema));
const INBOX_LIST_SCHEMA = serialisationSchema(Type.Array(InboxThreadSchema));

/** Direct and group threads: the inbox, unread counts, conversations and sending into them. */
export const threadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const bus = app.realtime.bus;
  const send = { db, uploads: app.uploads, bus, editWindowMs: app.config.messageEditWindowMs };
  const readConversation = conversationReader(db, bus, app.config.messageEditWindowMs);
  // Conversation pages as serialised bytes, checked against the thread's versions (conversationCache.ts).
  const readCachedConversation = speedUpOn('chatCaches')
    ? cachedConversationReader(db, bus, app.config.messageEditWindowMs)
    : null;
  // Inbox pages as serialised bytes per member, checked against the member's list version (chatListCache.ts).
  const listCache = speedUpOn('chatListCache') ? createChatListCache() : null;

  app.get(
    '/user/message/inbox',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'listInboxThreads',
        summary: 'Direct and group threads, latest activity first, with unread counts',
        querystring: PageQuery,
        response: { 200: envelope(Type.Array(InboxThreadSchema), true), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const query = { offset: request.query.offset ?? 0, limit: request.query.limit ?? LIST_PAGE_SIZE };
      if (!listCache) {
        const page = await listInbox(db, userId, query);
        return {
          message: messageTexts.text(request.language, 'inboxLoaded', { count: page.total }),
          data: page.items,
          total: page.total,
        };
      }
      const page = await listCache.read(db, userId, 'inbox', `${query.offset}:${query.limit}`, async () => {
        const loaded = await listInbox(db, userId, query);
        // The route's own serialiser of its data array, so the bytes equal an uncached answer's.
        const serialise = reply.compileSerializationSchema(INBOX_LIST_SCHEMA) as unknown as (
          items: InboxThread[],
        ) => string;
        return { data: Buffer.from(serialise(loaded.items)), total: loaded.total };
      });
      const message = messageTexts.text(request.language, 'inboxLoaded', { count: page.total });
      const envelopeJson = reply.serialize({ message, data: [], total: page.total }) as string;
      return sendKeptData(reply, envelopeJson, '[]', page.data);
    },
  );

  app.get(
    '/user/message/unread',
    {
      config: { pageData: [unreadPageData] },
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'getUnreadCounts',
        summary: "Unread messages per thread and in total (the session's notification count)",
        response: { 200: envelope(UnreadSchema), ...errors(401) },
      },
    },
    async (request) => ({
      message: messageTexts.text(request.language, 'ok'),
      data: await unreadSummary(db, currentUser(request).id),
    }),
  );

  app.put(
    '/user/message/thread/:threadId/read',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'markThreadRead',
        summary: 'Mark a thread read (e.g. when a live message arrives in the open chat)',
        params: ThreadParams,
        response: { 200: envelope(ThreadReadSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const thread = await memberThread(db, request.params.threadId, userId);
      if (await markRead(db, thread.id, userId)) await bus.publish({ kind: 'read', threadId: thread.id, userId });
      const summary = await unreadSummary(db, userId);
      return {
        message: messageTexts.text(request.language, 'threadRead'),
        data: { threadId: thread.id, unread: 0 as const, total: summary.total },
      };
    },
  );

  app.get(
    '/user/message/conversation/:threadId',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'getThreadConversation',
        summary:
          "A thread's messages, newest first (pages of 15; `after` fetches what was missed); the first page marks it read",
        params: ThreadParams,
        querystring: ConversationQuery,
        response: { 200: envelope(Type.Array(MessageSchema), true), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const message = messageTexts.text(request.language, 'ok');
      if (readCachedConversation) {
        // The route's own serialiser of its data array (Fastify types the payload as an object).
        const serialise = reply.compileSerializationSchema(MESSAGE_LIST_SCHEMA) as unknown as (
          items: Message[],
        ) => string;
        const page = await readCachedConversation(request.params.threadId, userId, request.query, serialise);
        const envelopeJson = reply.serialize({ message, data: [], total: page.total }) as string;
        return sendSerialisedJson(reply, spliceData(envelopeJson, '[]', page.data));
      }
      const thread = await memberThread(db, request.params.threadId, userId);
      const page = await readConversation(thread.id, userId, request.query);
      return { message, data: page.items, total: page.total };
    },
  );

  app.get(
    '/user/friend/message/conversation/:contactId',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'getContactConversation',
        summary: 'The direct thread with a contact (empty with messageThread null before the first message)',
        params: ContactParams,
        querystring: ConversationQuery,
        response: { 200: FriendConversationSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const language = request.language;
      if (request.params.contactId === userId) throw messageTexts.error(400, 'notToYourself');
      const contact = await findContact(db, userId, request.params.contactId);
      if (!contact) throw messageTexts.error(404, 'contactNotFound');
      const threadId = await singleThreadOf(db, userId, contact._id, false);
      const page = threadId ? await readConversation(threadId, userId, request.query) : { items: [], total: 0 };
      return {
        message: messageTexts.text(language, 'ok'),
        data: page.items,
        total: page.total,
        messageThread: threadId,
        contact,
      };
    },
  );

  await withMultipart(app, (formApp) => {
    const config = sendRateLimit(app);
    formApp.post(
      '/user/send/message/in/single',
      {
        validatorCompiler: multipartValidatorCompiler,
        config,
        schema: {
          ...SEND_SCHEMA,
          operationId: 'sendDirectMessage',
          summary: 'Send a direct message to a contact (multipart; SPEC spells the field "reciever")',
          body: SingleSendForm,
          response: { 201: envelope(MessageSchema), ...SEND_ERRORS },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const language = request.language;
        const { fields, draft } = await readSendForm(request, SingleSendFields);
        if (fields.reciever === userId) throw messageTexts.error(400, 'notToYourself');
        const threadId = await directThreadFor(db, userId, fields.reciever);
        const message = await postMessage(send, threadId, userId, draft);
        return reply.status(201).send({ message: messageTexts.text(language, 'sent'), data: message });
      },
    );

    formApp.post(
      '/user/send/message/in/group',
      {
        validatorCompiler: multipartValidatorCompiler,
        config,
        schema: {
          ...SEND_SCHEMA,
          operationId: 'sendGroupMessage',
          summary: 'Send a message to a group (multipart; messageThreadId and groupId are the same id, either will do)',
          body: GroupSendForm,
          response: { 201: envelope(MessageSchema), ...SEND_ERRORS },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const language = request.language;
        const { fields, draft } = await readSendForm(request, GroupSendFields);
        const { messageThreadId, groupId } = fields;
        if (messageThreadId && groupId && messageThreadId !== groupId) throw messageTexts.error(400, 'groupIdsDiffer');
        const id = groupId ?? messageThreadId;
        if (!id) throw messageTexts.error(400, 'groupIdRequired');
        const group = await memberGroup(db, id, userId);
        const message = await postMessage(send, group.id, userId, draft);
        return reply.status(201).send({ message: messageTexts.text(language, 'sent'), data: message });
      },
    );
  });
};
