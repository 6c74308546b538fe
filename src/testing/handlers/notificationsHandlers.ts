import { http, HttpResponse } from 'msw';
import type { AppNotification, ObjectId } from '../../api/wire';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

export interface NotificationsHandlersOptions {
  /** The member's notifications, newest first; marking one read changes this copy. */
  notifications?: AppNotification[];
  getNotifications?: EndpointOptions<{ offset: number; limit: number }>;
  /** Receives the id of PUT /user/notifications/:id/read. */
  markRead?: EndpointOptions<ObjectId>;
}

/** GET /user/notifications and PUT /user/notifications/:id/read as the reference server answers them. */
export function notificationsHandlers(options: NotificationsHandlersOptions = {}) {
  const notifications = (options.notifications ?? []).map((item) => ({ ...item }));
  const unread = () => notifications.filter((item) => !item.read).length;
  const answerList = endpoint(options.getNotifications);
  const answerMarkRead = endpoint(options.markRead);

  return [
    http.get('*/api/user/notifications', ({ request }) => {
      const url = new URL(request.url);
      const query = {
        offset: Number(url.searchParams.get('offset') ?? 0),
        limit: Number(url.searchParams.get('limit') ?? 10),
      };
      return answerList(query, () =>
        HttpResponse.json({
          message: 'Notifiche caricate.',
          data: { items: notifications.slice(query.offset, query.offset + query.limit), unread: unread() },
          total: notifications.length,
        }),
      );
    }),

    http.put('*/api/user/notifications/:id/read', ({ params }) => {
      const id = String(params.id);
      return answerMarkRead(id, () => {
        const item = notifications.find((candidate) => candidate._id === id);
        if (!item) return errorResponse({ message: 'Notifica non trovata.', statusCode: 404, error: 'Not Found' });
        item.read = true;
        return HttpResponse.json({ message: 'Notifica letta.', data: { _id: id, read: true, unread: unread() } });
      });
    }),
  ];
}
