import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../auth/ownership';
import { BEARER_SECURITY } from '../../../http/openapi';
import { envelope, errors, IdParams } from '../events.schemas';
import { eventTexts } from '../events.texts';
import { sendEventReminders, type ReminderDeps } from '../reminders/eventReminders';
import { listNotifications, markNotificationRead } from './notifications';
import { notificationsPageData } from './notificationsPageData';
import {
  NotificationPageSchema,
  NotificationReadSchema,
  NotificationsQuery,
  ReminderRunBody,
  ReminderRunSchema,
} from './notifications.schemas';

const TAGS = ['events'];
const DEFAULT_PAGE_SIZE = 10;

/** The member's in-app notifications (the top bar's bell), and outside production a hook to run the reminders. */
export function registerNotificationRoutes(instance: FastifyInstance, reminders: ReminderDeps): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const auth = { preHandler: app.authenticate };

  app.get(
    '/user/notifications',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'listNotifications',
        summary: 'The member’s notifications, newest first, with the unread count',
        description: 'Titles and texts are written in the request’s language when read.',
        querystring: NotificationsQuery,
        response: { 200: envelope(NotificationPageSchema, true), ...errors(400, 401) },
      },
      config: { pageData: [notificationsPageData] },
    },
    async (request) => {
      const { page, total } = await listNotifications(app.db, currentUser(request).id, request.language, {
        offset: request.query.offset ?? 0,
        limit: request.query.limit ?? DEFAULT_PAGE_SIZE,
      });
      return { message: eventTexts.text(request.language, 'notificationsLoaded'), data: page, total };
    },
  );

  app.put(
    '/user/notifications/:id/read',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'markNotificationRead',
        summary: 'Mark one of the member’s notifications read',
        description: 'Idempotent. 404 for an unknown notification or someone else’s.',
        params: IdParams,
        response: { 200: envelope(NotificationReadSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => ({
      message: eventTexts.text(request.language, 'notificationRead'),
      data: await markNotificationRead(app.db, currentUser(request).id, request.params.id),
    }),
  );

  // The journeys drive the reminder job's clock through this; never in production.
  if (app.config.isProduction) return;
  app.post(
    '/dev/jobs/event-reminders',
    {
      schema: {
        tags: ['system'],
        operationId: 'runEventReminders',
        summary: 'Run the event reminder job once at the given instant (development only)',
        description: 'Limited to one event when `eventId` is given. Absent when NODE_ENV=production.',
        body: ReminderRunBody,
        response: { 200: envelope(ReminderRunSchema), ...errors(400, 403) },
      },
    },
    async (request) => {
      const at = new Date(request.body.now);
      const reminded = await sendEventReminders({ ...reminders, now: () => at }, request.body.eventId);
      return {
        message: eventTexts.text(request.language, 'remindersRun', { count: reminded.length }),
        data: { reminded },
      };
    },
  );
}
