import { baseApi, LOCALISED_TAG } from '../../../api/baseApi';
import { queryOutcome } from '../../../api/queryOutcome';
import type { ApiEnvelope, AppNotification, NotificationPage, NotificationRead, ObjectId } from '../../../api/wire';

export type { AppNotification, NotificationPage };

/** The newest notifications the bell's list shows, and whose unread count the bell shows. */
export const NOTIFICATIONS_PAGE = { offset: 0, limit: 10 } as const;

export type NotificationsArgs = typeof NOTIFICATIONS_PAGE;

/**
 * The member's in-app notifications (event reminders, tickets held from a waiting list). Loaded with the bell's
 * chunk, never in the top bar's first load. Texts come from the server in the request's language.
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
    markNotificationRead: build.mutation<NotificationRead, ObjectId>({
      query: (id) => ({ url: `/user/notifications/${id}/read`, method: 'PUT' }),
      transformResponse: (response: ApiEnvelope<NotificationRead>) => response.data,
      // The item and the count change at once; the server's count replaces the guess when it answers.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', NOTIFICATIONS_PAGE, (page) => {
            const item = page.items.find((candidate) => candidate._id === id);
            if (!item || item.read) return;
            item.read = true;
            page.unread = Math.max(0, page.unread - 1);
          }),
        );
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) {
          patch.undo();
          return;
        }
        dispatch(
          notificationsApi.util.updateQueryData('getNotifications', NOTIFICATIONS_PAGE, (page) => {
            page.unread = outcome.data.unread;
          }),
        );
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationReadMutation } = notificationsApi;
