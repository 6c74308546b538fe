import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { BusEvent } from '../../../realtime/bus';
import type { Realtime } from '../../../realtime/realtime.plugin';
import { unreadCount } from './notifications';
import type { NotificationLiveEvent } from './notificationsLive.schemas';

// The bell is pushed: a new notification, once its transaction committed, publishes `{ kind: 'notification',
// userId }` on the bus, and every instance tells that member's sockets it holds (notification.created).

async function deliver(db: Db, realtime: Realtime, event: BusEvent) {
  if (event.kind !== 'notification' || realtime.connections.connectedAmong([event.userId]).length === 0) return;
  const live: NotificationLiveEvent = {
    type: 'notification.created',
    data: { unread: await unreadCount(db, event.userId) },
  };
  realtime.connections.send(event.userId, live);
}

/** A publisher for code that adds notifications: never throws, never delays the caller (a failure is logged). */
export function notifiedPublisher(realtime: Realtime, log: FastifyBaseLogger) {
  return (userId: string): void => {
    realtime.bus
      .publish({ kind: 'notification', userId })
      .catch((error: Error) => log.error({ err: error, userId }, 'live notification not published'));
  };
}

/** Subscribes the notifications' live events to the bus; answers the unsubscribe function. */
export function startLiveNotifications(db: Db, realtime: Realtime, log: FastifyBaseLogger): () => void {
  return realtime.bus.subscribe((event) => {
    deliver(db, realtime, event).catch((error: Error) =>
      log.error({ err: error, event }, 'live notification delivery failed'),
    );
  });
}
