import { baseApi, LOCALISED_TAG } from '../../../api/baseApi';
import type { ApiEnvelope, AppNotification, NotificationPage } from '../../../api/wire';

export type { AppNotification, NotificationPage };

/** The newest notifications the bell's list shows, and whose unread count the bell shows. */
export const NOTIFICATIONS_PAGE = { offset: 0, limit: 10 } as const;

export type NotificationsArgs = typeof NOTIFICATIONS_PAGE;

/**
 * The member's in-app notifications (event reminders, tickets held from a waiting list): the list and its unread
 * count, in the bell's small chunk. Marking one read (notificationReadApi.ts) comes with the list's chunk. Texts
 * come from the server in the request's language.
 */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage & { total: number }, NotificationsArgs>({
      query: ({ offset, limit }) => ({ url: '/user/notifications', params: { offset, limit } }),
      transformResponse: (response: ApiEnvelope<NotificationPage>) => ({
        ...response.data,
        total: response.total ?? response.data.items.length,
      }),
      providesTags: ['Notification', LOCALISED_TAG],
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;
