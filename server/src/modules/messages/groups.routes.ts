import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { multipartValidatorCompiler } from '../../storage/formFields';
import { withMultipart } from '../../storage/uploadContext';
import {
  createGroup,
  deleteGroup,
  groupDetail,
  listGroupMembers,
  memberGroup,
  removeMember,
  updateGroup,
} from './groups';
import { MESSAGE_TAGS, SEND_SCHEMA, sendRateLimit } from './messageRouteOptions';
import {
  ContactSchema,
  envelope,
  errors,
  GroupCreateForm,
  GroupDeletedSchema,
  GroupSchema,
  GroupUpdateForm,
  IdParams,
  MemberParams,
  MemberQuery,
  MemberRemovedSchema,
} from './messages.schemas';
import { groupMembersPageData, groupPageData } from './groupPageData';
import { messageTexts } from './messages.texts';

const MEMBER_PAGE_SIZE = 50;

/** The group calls of SPEC section 7 "Associations and groups": detail, members, create, edit, leave, delete. */
export const groupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const send = { db, uploads: app.uploads, bus: app.realtime.bus, editWindowMs: app.config.messageEditWindowMs };

  app.get(
    '/user/group/:id',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'getGroup',
        summary: 'A group the user is in: name, description, logo, owner, members',
        params: IdParams,
        response: { 200: envelope(GroupSchema), ...errors(400, 401, 403, 404) },
      },
      config: { pageData: [groupPageData] },
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
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'listGroupMembers',
        summary: "A group's members, by name, with a name search",
        params: IdParams,
        querystring: MemberQuery,
        response: { 200: envelope(Type.Array(ContactSchema), true), ...errors(400, 401, 403, 404) },
      },
      config: { pageData: [groupMembersPageData] },
    },
    async (request) => {
      const group = await memberGroup(db, request.params.id, currentUser(request).id);
      const page = await listGroupMembers(db, group.id, {
        name: request.query.name,
        offset: request.query.offset ?? 0,
        limit: request.query.limit ?? MEMBER_PAGE_SIZE,
      });
      return { message: messageTexts.text(request.language, 'ok'), data: page.items, total: page.total };
    },
  );

  app.delete(
    '/user/message/delete/group/member/:groupId/:memberId',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'removeGroupMember',
        summary: 'The owner removes a member, or a member leaves (memberId = self)',
        params: MemberParams,
        response: { 200: envelope(MemberRemovedSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { groupId, memberId } = request.params;
      const { left } = await removeMember(send, groupId, memberId, currentUser(request).id);
      return {
        message: messageTexts.text(request.language, left ? 'groupLeft' : 'memberRemoved'),
        data: { groupId, memberId },
      };
    },
  );

  app.delete(
    '/user/group/:id',
    {
      schema: {
        tags: MESSAGE_TAGS,
        security: BEARER_SECURITY,
        operationId: 'deleteGroup',
        summary: 'The owner deletes a group with its chat',
        description:
          'Only the owner (403 for a member or anyone else). The chat and its messages go too; every member hears ' +
          'a live `thread.removed` with `deleted: true`.',
        params: IdParams,
        response: { 200: envelope(GroupDeletedSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteGroup(send, request.params.id, currentUser(request).id);
      return { message: messageTexts.text(request.language, 'groupDeleted'), data: { groupId: request.params.id } };
    },
  );

  await withMultipart(app, (formApp) => {
    formApp.post(
      '/user/group',
      {
        validatorCompiler: multipartValidatorCompiler,
        config: sendRateLimit(app),
        schema: {
          ...SEND_SCHEMA,
          operationId: 'createGroup',
          summary: 'Create a group (multipart name, description, logo, members as JSON text); the creator owns it',
          body: GroupCreateForm,
          response: { 201: envelope(GroupSchema), ...errors(400, 401, 413, 415, 429) },
        },
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
        schema: {
          ...SEND_SCHEMA,
          operationId: 'updateGroup',
          summary: 'Edit a group (owner only; multipart, fields sent change; members replaces the list)',
          params: IdParams,
          body: GroupUpdateForm,
          response: { 200: envelope(GroupSchema), ...errors(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => ({
        message: messageTexts.text(request.language, 'groupUpdated'),
        data: await updateGroup(send, request, request.params.id, currentUser(request).id),
      }),
    );
  });
};
