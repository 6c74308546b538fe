import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY } from '../../http/openapi';
import { accountTexts } from './account.texts';
import {
  EndOtherSessionsResponses,
  EndSessionResponses,
  SessionIdParamsSchema,
  SessionListResponses,
} from './sessions.schemas';
import { listSessions } from './sessions.service';

/** "Where you are logged in": the member's sessions, each of which they may end (docs/CONVENTIONS.md "Account API"). */
export const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // authenticate sets the session of every request that reaches a handler.
  const sessionOf = (request: { sessionId: string | null }) => request.sessionId ?? '';

  app.get(
    '/user/sessions',
    {
      schema: {
        tags: ['account'],
        operationId: 'listSessions',
        summary: "The logged-in member's sessions: device, when started, when last used",
        description:
          'Sessions whose token has expired are left out; the one of this token has `current: true`. Last used first.',
        security: BEARER_SECURITY,
        response: SessionListResponses,
      },
    },
    async (request) => ({
      message: accountTexts.text(request.language, 'sessionsLoaded'),
      data: await listSessions(app.db, currentUser(request).id, sessionOf(request)),
    }),
  );

  app.delete(
    '/user/sessions/:id',
    {
      schema: {
        tags: ['account'],
        operationId: 'endSession',
        summary: "End one of the member's sessions",
        description:
          "Its token stops working and its live sockets close (4401) on every server. Ending this token's own session " +
          "is a logout. Another member's session, or an unknown id, answers 404.",
        security: BEARER_SECURITY,
        params: SessionIdParamsSchema,
        response: EndSessionResponses,
      },
    },
    async (request) => {
      if (!(await app.sessions.end(currentUser(request).id, request.params.id)))
        throw accountTexts.error(404, 'sessionNotFound');
      return { message: accountTexts.text(request.language, 'sessionEnded') };
    },
  );

  app.delete(
    '/user/sessions',
    {
      schema: {
        tags: ['account'],
        operationId: 'endOtherSessions',
        summary: "End every session of the member but this token's",
        description:
          'Log out everywhere else: the other tokens stop working and their live sockets close (4401) on every server.',
        security: BEARER_SECURITY,
        response: EndOtherSessionsResponses,
      },
    },
    async (request) => {
      const ended = await app.sessions.endOthers(currentUser(request).id, sessionOf(request));
      return { message: accountTexts.text(request.language, 'otherSessionsEnded', { count: ended }), data: { ended } };
    },
  );
};
