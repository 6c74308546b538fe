import { queryOutcome } from '../../../api/queryOutcome';
import type { ApiEnvelope, ObjectId, ThreadRead, UnreadCounts } from '../../../api/wire';
import { readTokenCookie } from '../../../app/session/sessionCookies';
import type { AppDispatch, RootState } from '../../../app/store';
import { messagesApi, threadMarkedRead, threadUnreadChanged, UNREAD_TAG } from '../messagesApi';
import { catchUp, liveMessageCreated, liveThreadRemoved, liveThreadUpdated } from './liveCache';
import { openLiveConnection } from './liveConnection';
import { liveUrl } from './liveUrl';

function setThreadUnread(counts: UnreadCounts, threadId: ObjectId, unread: number, total: number) {
  counts.total = total;
  const line = counts.threads.find((thread) => thread.threadId === threadId);
  if (line) line.unread = unread;
  else counts.threads.push({ threadId, unread });
}

export const unreadApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The session's unread counts (the top bar's). While anything reads them, one WebSocket is open: its events
     * are merged into the cached conversations, inbox pages, teams and these counts.
     */
    getUnread: build.query<UnreadCounts, void>({
      query: () => '/user/message/unread',
      transformResponse: (response: ApiEnvelope<UnreadCounts>) => response.data,
      providesTags: [UNREAD_TAG],
      async onCacheEntryAdded(_arg, { dispatch, getState, updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const appDispatch = dispatch as AppDispatch;
        const state = () => getState() as RootState;
        let connectedBefore = false;
        const connection = openLiveConnection({
          url: liveUrl(),
          protocols: () => {
            const token = readTokenCookie();
            return token ? ['campo.v1', `campo.token.${token}`] : null;
          },
          onEvent(event) {
            switch (event.type) {
              case 'ready':
                void catchUp(appDispatch, state(), connectedBefore);
                connectedBefore = true;
                break;
              case 'message.created':
                liveMessageCreated(appDispatch, state(), event.data.threadId, event.data.message);
                break;
              case 'thread.updated':
                liveThreadUpdated(appDispatch, state(), event.data);
                break;
              case 'thread.removed':
                liveThreadRemoved(appDispatch);
                break;
              case 'unread.changed': {
                const { threadId, unread, total } = event.data;
                updateCachedData((counts) => setThreadUnread(counts, threadId, unread, total));
                appDispatch(threadUnreadChanged(threadId, unread));
                break;
              }
              default:
                break;
            }
          },
          // The counts reload: that call meets the 401 which ends the session in this tab as well.
          onSessionEnded: () => appDispatch(messagesApi.util.invalidateTags([UNREAD_TAG])),
        });
        await cacheEntryRemoved;
        connection.close();
      },
    }),

    /** Marks a thread read (a live message arriving in the open chat). */
    markThreadRead: build.mutation<ThreadRead, ObjectId>({
      query: (threadId) => ({ url: `/user/message/thread/${encodeURIComponent(threadId)}/read`, method: 'PUT' }),
      transformResponse: (response: ApiEnvelope<ThreadRead>) => response.data,
      async onQueryStarted(threadId, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) return;
        dispatch(unreadApi.util.updateQueryData('getUnread', undefined, (counts) => setThreadUnread(counts, threadId, 0, outcome.data.total)));
        (dispatch as AppDispatch)(threadMarkedRead(threadId));
      },
    }),
  }),
});

export const { useGetUnreadQuery, useMarkThreadReadMutation } = unreadApi;
