import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../auth/ownership';
import { BEARER_SECURITY, NO_SECURITY } from '../../http/openapi';
import { publicUrlOf } from '../../http/publicUrl';
import type { Language } from '../../i18n/language';
import { calendarFeed } from './calendarFeed';
import { calendarTexts } from './calendar.texts';
import { CalendarFeedResponses, CalendarFileParams, CalendarFileResponses } from './calendar.schemas';
import { feedEventsOf } from './feedEvents';
import { createFeedSecrets } from './feedSecrets';

export interface CalendarRoutesOptions {
  now?: () => Date;
}

const TAGS = ['calendar'];
export const CALENDAR_PATH = '/calendar';

function feedAddresses(publicUrl: string, token: string) {
  const url = `${publicUrl}${CALENDAR_PATH}/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** The member's own calendar feed address: shown, and replaced on demand (docs/CONVENTIONS.md "Calendar feed"). */
export const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secrets = createFeedSecrets(app.db, app.config.tokenSecret);
  const auth = { preHandler: app.authenticate };

  app.get(
    '/user/calendar/feed',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: "The member's calendar feed address (made on first use)",
        operationId: 'getCalendarFeed',
        description:
          'A secret address any calendar app can subscribe to without logging in: the events the member holds tickets ' +
          'for. Asking again gives the same address; the feed is written in the language of the last ask.',
        response: CalendarFeedResponses,
      },
    },
    async (request) => {
      const token = await secrets.tokenFor(currentUser(request).id, request.language);
      return {
        message: calendarTexts.text(request.language, 'feedReady'),
        data: feedAddresses(publicUrlOf(request), token),
      };
    },
  );

  app.post(
    '/user/calendar/feed/regenerate',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: 'Replace the calendar feed address with a new one',
        operationId: 'regenerateCalendarFeed',
        description: 'For an address that was shared by mistake: the old address answers 404 from now on.',
        response: CalendarFeedResponses,
      },
    },
    async (request) => {
      const token = await secrets.regenerate(currentUser(request).id, request.language);
      return {
        message: calendarTexts.text(request.language, 'feedRegenerated'),
        data: feedAddresses(publicUrlOf(request), token),
      };
    },
  );
};

/** The feed itself, outside /api: calendar apps send no client key and no login, the address is the secret. */
export const calendarFileRoutes: FastifyPluginAsyncTypebox<CalendarRoutesOptions> = async (app, options) => {
  const secrets = createFeedSecrets(app.db, app.config.tokenSecret);
  const now = options.now ?? (() => new Date());
  const notFound = (language: Language) => calendarTexts.text(language, 'feedNotFound');

  app.get(
    `${CALENDAR_PATH}/:file`,
    {
      schema: {
        tags: TAGS,
        security: NO_SECURITY,
        summary: "A member's calendar feed (text/calendar)",
        operationId: 'getCalendarFeedFile',
        description:
          'RFC 5545: a VEVENT per event the member holds tickets for (UID `<eventId>@campo`, Europe/Rome times, a reminder ' +
          'the day before), in the language the member last asked for the address in. 404 (text) for an unknown or replaced address.',
        params: CalendarFileParams,
        response: CalendarFileResponses,
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -'.ics'.length) : '';
      const feed = token ? await secrets.feedOf(token) : null;
      reply.header('cache-control', 'private, no-cache');
      if (!feed) return reply.code(404).type('text/plain; charset=utf-8').send(notFound(request.language));
      const events = await feedEventsOf(app.db, feed.userId);
      const body = calendarFeed(events, { language: feed.language, publicUrl: publicUrlOf(request), now: now() });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="campo.ics"')
        .send(body);
    },
  );
};
