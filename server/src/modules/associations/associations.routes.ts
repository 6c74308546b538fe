import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import {
  ASSOCIATION_PAGE,
  AssociationDetailResponses,
  AssociationIdParamsSchema,
  AssociationListQuerySchema,
  AssociationListResponses,
  FollowBodySchema,
  FollowResponses,
  PublicAssociationsResponses,
} from './associations.schemas';
import { getAssociation, listAssociations, listPublicAssociations, setFollow } from './associations.service';
import { associationTexts } from './associations.texts';

const TAGS = ['associations'];

export const associationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/associations/public',
    {
      schema: {
        tags: TAGS,
        operationId: 'listPublicAssociations',
        summary: 'Approved associations (id and name) for the signup picker; no login needed',
        response: PublicAssociationsResponses,
      },
    },
    async (request) => {
      const data = await listPublicAssociations(app.db);
      return { message: associationTexts.text(request.language, 'listed', { count: data.length }), data };
    },
  );

  app.get(
    '/user/associations',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        operationId: 'listAssociations',
        summary: 'Approved associations by name, with followers count and whether the user follows each',
        security: BEARER_SECURITY,
        querystring: AssociationListQuerySchema,
        response: AssociationListResponses,
      },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await listAssociations(app.db, currentUser(request).id, {
        name: query.name,
        offset: query.offset ?? 0,
        limit: query.limit ?? ASSOCIATION_PAGE.defaultLimit,
        followed: query.followed ?? false,
      });
      return { message: associationTexts.text(request.language, 'listed', { count: total }), data: items, total };
    },
  );

  app.get(
    '/user/association/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        operationId: 'getAssociation',
        summary: 'An approved association with its followers, speciality and upcoming events',
        security: BEARER_SECURITY,
        params: AssociationIdParamsSchema,
        response: AssociationDetailResponses,
      },
    },
    async (request) => ({
      message: associationTexts.text(request.language, 'loaded'),
      data: await getAssociation(app.db, currentUser(request).id, request.params.id),
    }),
  );

  app.put(
    '/user/follow/association/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        operationId: 'setAssociationFollow',
        summary: 'Follow or stop following an association (absolute state; answers the followers count)',
        security: BEARER_SECURITY,
        params: AssociationIdParamsSchema,
        body: FollowBodySchema,
        response: FollowResponses,
      },
    },
    async (request) => {
      const result = await setFollow(app.db, currentUser(request).id, request.params.id, request.body.isFollower);
      const key = result.isFollower ? 'followed' : 'unfollowed';
      return {
        message: associationTexts.text(request.language, key, { name: result.name }),
        data: { isFollower: result.isFollower, followers: result.followers },
      };
    },
  );
};
