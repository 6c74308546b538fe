import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { multipartValidatorCompiler } from '../../storage/formFields';
import { withMultipart } from '../../storage/uploadContext';
import { readSendForm } from './compose';
import { createGroup, groupDetail, listGroupMembers, memberGroup, removeMember, updateGroup } from './groups';
import { listInbox } from './inbox';
import { startLiveMessages } from './live';
import { unreadPageData } from './unreadPageData';
import {
  ContactParams,
  ContactQuery,
  ContactSchema,
  ConversationQuery,
  envelope,
  errors,
  FriendConversationSchema,
  GroupCreateForm,
  GroupSchema,
  GroupSendFields,
  GroupSendForm,
  GroupUpdateForm,
  IdParams,
  InboxThreadSchema,
  MemberParams,
  MemberQuery,
  MemberRemovedSchema,
  MESSAGE_PAGE_SIZE,
  MessageSchema,
  PageQuery,
  SingleSendFields,
  SingleSendForm,
  TeamConversationSchema,
  TeamParams,
  TeamSchema,
  TeamSendFields,
  TeamSendForm,
  ThreadParams,
  ThreadReadSchema,
  UnreadSchema,
} from './messages.schemas';
import { messageTexts } from './messages.texts';
import { findContact, listContacts } from './people';
import { postMessage, singleThreadOf } from './send';
import { listTeams, memberTeam } from './teams';
import { ensureMember, markRead, memberThread, pageMessages, unreadSummary, type PageRequest } from './threads';

const TAGS = ['messages'];
const CONTACT_PAGE_SIZE = 10;
const LIST_PAGE_SIZE = 10;

/** SPEC section 7 "Teams and messages" and the group calls of "Associations and groups"; live events in live.ts. */
export const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const bus = app.realtime.bus;
  const { uploads } = app;
  const send = { db, uploads, bus };
  const stopLive = startLiveMessages(db, app.realtime, app.log);
  app.addHook('onClose', async () => stopLive());
  app.addHook('preHandler', app.authenticate);

  const limits = app.config.rateLimits.messages;
  // Counted per user (after authenticate), not per IP.
  const sendRateLimit = {
    rateLimit: {
      max: limits.max,
      timeWindow: limits.windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: { user: { id: string } | null; ip: string }) => `messages:${request.user?.id ?? request.ip}`,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
        messageTexts.error(429, 'tooManyMessages', { seconds: Math.ceil(context.ttl / 1000) }),
    },
  };
  const sendSchema = { tags: TAGS, security: BEARER_SECURITY, consumes: ['multipart/form-data'] };
  const sendErrors = errors(400, 401, 403, 404, 413, 415, 429);

  /** Reads a conversation page; the first page (no offset, no cursor) marks the thread read. */
  const readConversation = async (threadId: string, userId: string, query: Partial<PageRequest>) => {
    const page = { offset: query.offset ?? 0, limit: query.limit ?? MESSAGE_PAGE_SIZE, after: query.after, before: query.before };
    const result = await pageMessages(db, threadId, page);
    if (page.offset === 0 && !page.before && (await markRead(db, threadId, userId))) {
      await bus.publish({ kind: 'read', threadId, userId });
    }
    return result;
  };

  app.get(
    '/user/teams',
    {
      schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'Teams the user coaches or plays in, by name', querystring: PageQuery, response: { 200: envelope(Type.Array(TeamSchema), true), ...errors(400, 401) } },
    },
    async (request) => {
      const page = await listTeams(db, currentUser(request).id, { offset: request.query.offset ?? 0, limit: request.query.limit ?? LIST_PAGE_SIZE });
      return { message: messageTexts.text(request.language, 'teamsLoaded', { count: page.total }), data: page.items, total: page.total };
    },
  );

  app.get(
    '/user/team/message/conversation/:teamId',
    {
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: "A team chat's messages, newest first (pages of 15), with the team; the first page marks it read",
        params: TeamParams,
        querystring: ConversationQuery,
        response: { 200: envelope(TeamConversationSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const team = await memberTeam(db, request.params.teamId, userId);
      await ensureMember(db, team.messageThread, userId);
      const page = await readConversation(team.messageThread, userId, request.query);
      const firstPage = !request.query.offset && !request.query.before;
      const teamDetail = { ...team, unread: firstPage ? 0 : team.unread };
      return { message: messageTexts.text(request.language, 'ok'), data: { total: page.total, conversations: page.items, teamDetail } };
    },
  );

  await withMultipart(app, (formApp) => {
    formApp.post(
      '/user/team/message/send',
      {
        validatorCompiler: multipartValidatorCompiler,
        config: sendRateLimit,
        schema: { ...sendSchema, summary: 'Send a message to a team chat (multipart)', body: TeamSendForm, response: { 201: envelope(MessageSchema), ...sendErrors } },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const { fields, draft } = await readSendForm(request, TeamSendFields);
        const team = await memberTeam(db, fields.teamId, userId);
        await ensureMember(db, team.messageThread, userId);
        const message = await postMessage(send, team.messageThread, userId, draft);
        return reply.status(201).send({ message: messageTexts.text(request.language, 'sent'), data: message });
      },
    );
  });

  app.get(
    '/user/message/inbox',
    {
      schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'Direct and group threads, latest activity first, with unread counts', querystring: PageQuery, response: { 200: envelope(Type.Array(InboxThreadSchema), true), ...errors(400, 401) } },
    },
    async (request) => {
      const page = await listInbox(db, currentUser(request).id, { offset: request.query.offset ?? 0, limit: request.query.limit ?? LIST_PAGE_SIZE });
      return { message: messageTexts.text(request.language, 'inboxLoaded', { count: page.total }), data: page.items, total: page.total };
    },
  );

  app.get(
    '/user/message/unread',
    {
      config: { pageData: [unreadPageData] },
      schema: { tags: TAGS, security: BEARER_SECURITY, summary: "Unread messages per thread and in total (the session's notification count)", response: { 200: envelope(UnreadSchema), ...errors(401) } },
    },
    async (request) => ({ message: messageTexts.text(request.language, 'ok'), data: await unreadSummary(db, currentUser(request).id) }),
  );

  app.put(
    '/user/message/thread/:threadId/read',
    {
      schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'Mark a thread read (e.g. when a live message arrives in the open chat)', params: ThreadParams, response: { 200: envelope(ThreadReadSchema), ...errors(400, 401, 403, 404) } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const thread = await memberThread(db, request.params.threadId, userId);
      if (await markRead(db, thread.id, userId)) await bus.publish({ kind: 'read', threadId: thread.id, userId });
      const summary = await unreadSummary(db, userId);
      return { message: messageTexts.text(request.language, 'threadRead'), data: { threadId: thread.id, unread: 0 as const, total: summary.total } };
    },
  );

  app.get(
    '/user/message/conversation/:threadId',
    {
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: "A thread's messages, newest first (pages of 15; `after` fetches what was missed); the first page marks it read",
        params: ThreadParams,
        querystring: ConversationQuery,
        response: { 200: envelope(Type.Array(MessageSchema), true), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const thread = await memberThread(db, request.params.threadId, userId);
      const page = await readConversation(thread.id, userId, request.query);
      return { message: messageTexts.text(request.language, 'ok'), data: page.items, total: page.total };
    },
  );

  app.get(
    '/user/friend/message/conversation/:contactId',
    {
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
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
      return { message: messageTexts.text(language, 'ok'), data: page.items, total: page.total, messageThread: threadId, contact };
    },
  );

  await withMultipart(app, (formApp) => {
    formApp.post(
      '/user/send/message/in/single',
      {
        validatorCompiler: multipartValidatorCompiler,
        config: sendRateLimit,
        schema: { ...sendSchema, summary: 'Send a direct message to a contact (multipart; SPEC spells the field "reciever")', body: SingleSendForm, response: { 201: envelope(MessageSchema), ...sendErrors } },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const language = request.language;
        const { fields, draft } = await readSendForm(request, SingleSendFields);
        if (fields.reciever === userId) throw messageTexts.error(400, 'notToYourself');
        if (!(await findContact(db, userId, fields.reciever))) throw messageTexts.error(404, 'contactNotFound');
        const threadId = (await singleThreadOf(db, userId, fields.reciever, true))!;
        const message = await postMessage(send, threadId, userId, draft);
        return reply.status(201).send({ message: messageTexts.text(language, 'sent'), data: message });
      },
    );

    formApp.post(
      '/user/send/message/in/group',
      {
        validatorCompiler: multipartValidatorCompiler,
        config: sendRateLimit,
        schema: { ...sendSchema, summary: 'Send a message to a group (multipart; messageThreadId and groupId are the same id, either will do)', body: GroupSendForm, response: { 201: envelope(MessageSchema), ...sendErrors } },
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

  app.get(
    '/user/message/contact/list',
    {
      schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'People the user can write to, by name (page is 1-based)', querystring: ContactQuery, response: { 200: envelope(Type.Array(ContactSchema), true), ...errors(400, 401) } },
    },
    async (request) => {
      const limit = request.query.limit ?? CONTACT_PAGE_SIZE;
      const offset = ((request.query.page ?? 1) - 1) * limit;
      const page = await listContacts(db, currentUser(request).id, { name: request.query.name, offset, limit });
      return { message: messageTexts.text(request.language, 'contactsLoaded', { count: page.total }), data: page.items, total: page.total };
    },
  );

  app.get(
    '/user/group/:id',
    {
      schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'A group the user is in: name, description, logo, owner, members', params: IdParams, response: { 200: envelope(GroupSchema), ...errors(400, 401, 403, 404) } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const group = await memberGroup(db, request.params.id, userId);
      return { message: messageTexts.text(request.language, 'ok'), data: await groupDetail(db, group, userId) };
    },
  );

  app.get(
    '/user/group/member/list/:id',
    {
      schema: { tags: TAGS, security: BEARER_SECURITY, summary: "A group's members, by name, with a name search", params: IdParams, querystring: MemberQuery, response: { 200: envelope(Type.Array(ContactSchema), true), ...errors(400, 401, 403, 404) } },
    },
    async (request) => {
      const group = await memberGroup(db, request.params.id, currentUser(request).id);
      const page = await listGroupMembers(db, group.id, { name: request.query.name, offset: request.query.offset ?? 0, limit: request.query.limit ?? 50 });
      return { message: messageTexts.text(request.language, 'ok'), data: page.items, total: page.total };
    },
  );

  app.delete(
    '/user/message/delete/group/member/:groupId/:memberId',
    {
      schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'The owner removes a member, or a member leaves (memberId = self)', params: MemberParams, response: { 200: envelope(MemberRemovedSchema), ...errors(400, 401, 403, 404) } },
    },
    async (request) => {
      const { groupId, memberId } = request.params;
      const { left } = await removeMember(send, groupId, memberId, currentUser(request).id);
      return { message: messageTexts.text(request.language, left ? 'groupLeft' : 'memberRemoved'), data: { groupId, memberId } };
    },
  );

  await withMultipart(app, (formApp) => {
    formApp.post(
      '/user/group',
      {
        validatorCompiler: multipartValidatorCompiler,
        config: sendRateLimit,
        schema: { ...sendSchema, summary: 'Create a group (multipart name, description, logo, members as JSON text); the creator owns it', body: GroupCreateForm, response: { 201: envelope(GroupSchema), ...errors(400, 401, 413, 415, 429) } },
      },
      async (request, reply) => {
        const group = await createGroup(send, request, currentUser(request).id);
        return reply.status(201).send({ message: messageTexts.text(request.language, 'groupCreated'), data: group });
      },
    );

    formApp.put(
      '/user/group/:id',
      {
        validatorCompiler: multipartValidatorCompiler,
        schema: { ...sendSchema, summary: 'Edit a group (owner only; multipart, fields sent change; members replaces the list)', params: IdParams, body: GroupUpdateForm, response: { 200: envelope(GroupSchema), ...errors(400, 401, 403, 404, 413, 415) } },
      },
      async (request) => ({
        message: messageTexts.text(request.language, 'groupUpdated'),
        data: await updateGroup(send, request, request.params.id, currentUser(request).id),
      }),
    );
  });
};
