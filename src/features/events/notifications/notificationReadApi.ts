import { queryOutcome } from '../../../api/queryOutcome';
import type { ApiEnvelope, NotificationRead, ObjectId } from '../../../api/wire';
import { NOTIFICATIONS_PAGE, notificationsApi } from './notificationsApi';

/** Marking a notification read: loaded with the bell's list, when it is first opened. */
export const notificationReadApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useMarkNotificationReadMutation } = notificationReadApi;
