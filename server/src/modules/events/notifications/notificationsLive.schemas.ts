import { Type, type Static } from 'typebox';
import { liveEventSchema } from '../../../realtime/liveEvents';

export const NotificationCreatedSchema = liveEventSchema(
  'notification.created',
  'LiveNotificationCreated',
  'The member has a new notification (a reminder, a waiting-list offer): the bell reads GET /user/notifications again.',
  Type.Object({ unread: Type.Integer({ minimum: 0, description: 'the member’s unread notifications now' }) }),
  { unread: 2 },
);

/** The notifications' live events, in the order the document lists them. */
export const NOTIFICATION_LIVE_EVENTS = [NotificationCreatedSchema];

export type NotificationLiveEvent = Static<typeof NotificationCreatedSchema>;
