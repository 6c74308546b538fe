import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { sendKeptData, serialisationSchema } from '../../http/serialisedJson';
import { speedUpOn } from '../../speedUps';
import { multipartValidatorCompiler } from '../../storage/formFields';
import { withMultipart } from '../../storage/uploadContext';
import { createChatListCache } from './chatListCache';
import { readSendForm } from './compose';
import {
  conversationReader,
  LIST_PAGE_SIZE,
  MESSAGE_TAGS,
  SEND_ERRORS,
  SEND_SCHEMA,
  sendRateLimit,
} from './messageRouteOptions';
import {
  ConversationQuery,
  envelope,
  errors,
  MessageSchema,
  PageQuery,
  TeamConversationSchema,
  TeamParams,
  TeamSchema,
  type Team,
  TeamSendFields,
  TeamSendForm,
} from './messages.schemas';
import { messageTexts } from './messages.texts';
import { postMessage } from './send';
import { listTeams, memberTeam } from './teams';
import { ensureMember } from './threads';

const TEAM_LIST_SCHEMA = serialisationSchema(Type.Array(TeamSchema));

/** SPEC section 7 "Teams and messages": the member's teams and each team's chat. */
export const teamsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const send = { db, uploads: app.uploads, bus: app.realtime.bus, editWindowMs: app.config.messageEditWindowMs };
  const readConversation = conversationReader(db, app.realtime.bus, app.config.messageEditWindowMs);
  // Teams pages as serialised bytes per member, checked against the member's list version (chatListCache.ts).
  const listCache = speedUpOn('chatListCache') ? createChatListCache() : null;

  app.get(
    '/user/teams',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'listTeams',
        summary: 'Teams the user coaches or plays in, by name',
        querystring: PageQuery,
        response: { 200: envelope(Type.Array(TeamSchema), true), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const query = { offset: request.query.offset ?? 0, limit: request.query.limit ?? LIST_PAGE_SIZE };
      if (!listCache) {
        const page = await listTeams(db, userId, query);
        return {
          message: messageTexts.text(request.language, 'teamsLoaded', { count: page.total }),
          data: page.items,
          total: page.total,
        };
      }
      const page = await listCache.read(db, userId, 'teams', `${query.offset}:${query.limit}`, async () => {
        const loaded = await listTeams(db, userId, query);
        // The route's own serialiser of its data array, so the bytes equal an uncached answer's.
        const serialise = reply.compileSerializationSchema(TEAM_LIST_SCHEMA) as unknown as (items: Team[]) => string;
        return { data: Buffer.from(serialise(loaded.items)), total: loaded.total };
      });
      const message = messageTexts.text(request.language, 'teamsLoaded', { count: page.total });
      const envelopeJson = reply.serialize({ message, data: [], total: page.total }) as string;
      return sendKeptData(reply, envelopeJson, '[]', page.data);
    },
  );

  app.get(
    '/user/team/message/conversation/:teamId',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'getTeamConversation',
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
      return {
        message: messageTexts.text(request.language, 'ok'),
        data: { total: page.total, conversations: page.items, teamDetail },
      };
    },
  );

  await withMultipart(app, (formApp) => {
    formApp.post(
      '/user/team/message/send',
      {
        validatorCompiler: multipartValidatorCompiler,
        config: sendRateLimit(app),
        schema: {
          ...SEND_SCHEMA,
          operationId: 'sendTeamMessage',
          summary: 'Send a message to a team chat (multipart)',
          body: TeamSendForm,
          response: { 201: envelope(MessageSchema), ...SEND_ERRORS },
        },
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
};
