import { baseApi } from '../../../api/baseApi';
import { queryOutcome } from '../../../api/queryOutcome';
import type { ApiEnvelope, ObjectId, ThreadRead, UnreadCounts } from '../../../api/wire';
import { readTokenCookie } from '../../../session/sessionCookies';
import type { AppDispatch, RootState } from '../../../lib/store/storeTypes';
import { INBOX_LIST_TAG, UNREAD_TAG } from '../messageTags';
import { openLiveConnection } from './liveConnection';
import { liveLinkChanged } from './liveLinkSlice';
import { setLiveSender } from './liveSender';
import { typingStarted, typingStopped } from './typingSlice';
import { liveUrl } from './liveUrl';
import { loadOnDemand } from '../../../lib/loadOnDemand';

// The counts and the connection are on every logged-in page (the top bar badge); merging live events into cached
// conversations, inbox pages and teams needs the messaging API, which loads only when such a cache exists (a
// messaging screen has loaded it already, so the import resolves at once there). One promise keeps events in order;
// a load the network fails is tried again (the outbox's chunk is asked for just as the link comes back).
const liveCache = loadOnDemand(() => import(/* webpackChunkName: "messages-live-cache" */ './liveCache'));
const outboxSender = loadOnDemand(
  () => import(/* webpackChunkName: "messages-outbox-sender" */ '../outbox/outboxSender'),
);

type CachedEndpoint = 'getConversation' | 'getInbox' | 'getTeams' | 'getThreadReads';
/** The cached read of an endpoint without arguments (another feature's, named, never imported). */
const cachedRead = (state: RootState, endpoint: 'getCart') =>
  Object.values(state[baseApi.reducerPath].queries).find((entry) => entry?.endpointName === endpoint);
function hasCached(state: RootState, endpoints: readonly CachedEndpoint[]): boolean {
  return Object.values(state[baseApi.reducerPath].queries).some(
    (entry) => entry?.endpointName !== undefined && (endpoints as readonly string[]).includes(entry.endpointName),
  );
}

function setThreadUnread(counts: UnreadCounts, threadId: ObjectId, unread: number, total: number) {
  counts.total = total;
  const line = counts.threads.find((thread) => thread.threadId === threadId);
  if (line) line.unread = unread;
  else counts.threads.push({ threadId, unread });
}

/** The cart's tag (the products feature provides it; invalidated here, never imported). */
const CART_TAG = { type: 'Cart', id: 'MINE' } as const;
/** The bell's tag (the events feature's notifications provide it; invalidated here, never imported). */
const NOTIFICATION_TAG = 'Notification' as const;

export const unreadApi = baseApi.injectEndpoints({
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
        let sentWithPage = false;
        try {
          const { meta } = await cacheDataLoaded;
          sentWithPage = meta !== undefined && 'sentWithPage' in meta;
        } catch {
          return;
        }
        const appDispatch = dispatch as AppDispatch;
        const state = () => getState() as RootState;
        let connectedBefore = false;
        // Each `ready` starts a catch-up; an older one still retrying stops.
        let readyCount = 0;
        let open = true;
        const connection = openLiveConnection({
          url: liveUrl(),
          protocols: () => {
            const token = readTokenCookie();
            return token ? ['campo.v1', `campo.token.${token}`] : null;
          },
          onEvent(event) {
            switch (event.type) {
              case 'ready': {
                const reconnected = connectedBefore;
                connectedBefore = true;
                // Counts that came with the page are as old as the page: what changed before the socket opened is
                // read again once it listens.
                if (!reconnected && sentWithPage) appDispatch(baseApi.util.invalidateTags([UNREAD_TAG]));
                readyCount += 1;
                const thisReady = readyCount;
                // Cart changes made while the socket was down were never pushed: a cached cart reads itself again.
                // Notifications made while the socket was down were never pushed either: the bell reads itself again.
                if (reconnected) appDispatch(baseApi.util.invalidateTags([CART_TAG, NOTIFICATION_TAG]));
                // Messages written while the link was down (or before a reload) go now, in order.
                if (state().outbox.entries.length > 0) {
                  void outboxSender().then((sender) => appDispatch(sender.flushOutbox()));
                }
                if (reconnected || hasCached(state(), ['getConversation'])) {
                  void liveCache().then((cache) =>
                    cache.catchUp(appDispatch, state, reconnected, () => open && readyCount === thisReady),
                  );
                }
                break;
              }
              // The server's instance may have missed events (its listener dropped): as after a reconnect.
              case 'catch-up': {
                readyCount += 1;
                const thisCatchUp = readyCount;
                void liveCache().then((cache) =>
                  cache.catchUp(appDispatch, state, true, () => open && readyCount === thisCatchUp),
                );
                break;
              }
              case 'message.created':
                appDispatch(typingStopped({ threadId: event.data.threadId, userId: event.data.message.sender._id }));
                if (hasCached(state(), ['getConversation'])) {
                  void liveCache().then((cache) =>
                    cache.liveMessageCreated(appDispatch, state(), event.data.threadId, event.data.message),
                  );
                }
                break;
              case 'message.updated':
                if (hasCached(state(), ['getConversation'])) {
                  void liveCache().then((cache) =>
                    cache.liveMessageUpdated(appDispatch, state(), event.data.threadId, event.data.message),
                  );
                }
                break;
              case 'thread.updated':
                if (hasCached(state(), ['getInbox'])) {
                  void liveCache().then((cache) => cache.liveThreadUpdated(appDispatch, state(), event.data));
                }
                break;
              case 'thread.removed':
                // The inbox drops the thread; an open group page reads itself again (403, or 404 once deleted).
                appDispatch(baseApi.util.invalidateTags([INBOX_LIST_TAG, { type: 'Group', id: event.data.threadId }]));
                if (hasCached(state(), ['getConversation'])) {
                  void liveCache().then((cache) =>
                    cache.liveThreadRemoved(appDispatch, state(), event.data.threadId, event.data.deleted === true),
                  );
                }
                break;
              case 'typing':
                appDispatch(typingStarted(event.data));
                break;
              case 'thread.read':
                // Another member read further: "Seen" in the open chat (when its read state is cached).
                if (hasCached(state(), ['getThreadReads'])) {
                  void liveCache().then((cache) => cache.liveThreadRead(appDispatch, event.data));
                }
                break;
              case 'cart.changed': {
                // The products feature's cart provides this tag: a cached cart (the top bar's count, the cart page)
                // reads itself again, so every tab of the member shows one cart; the tab whose own write this was
                // shows it already (lib/tabWrites.ts).
                // The rule loads with the cart's writes (a tab without them wrote nothing), not on every page.
                const { by } = event.data;
                const reload = () => appDispatch(baseApi.util.invalidateTags([CART_TAG]));
                if (by === undefined) reload();
                else
                  void import(/* webpackChunkName: "tab-writes" */ '../../../lib/tabWrites').then(
                    ({ ownChangeShown }) => ownChangeShown(by, 'cart', cachedRead(state(), 'getCart')) || reload(),
                  );
                break;
              }
              case 'notification.created':
                // A reminder or a waiting-list offer: the bell's count and list (if cached) read themselves again.
                appDispatch(baseApi.util.invalidateTags([NOTIFICATION_TAG]));
                break;
              case 'unread.changed': {
                const { threadId, unread, total } = event.data;
                updateCachedData((counts) => setThreadUnread(counts, threadId, unread, total));
                if (hasCached(state(), ['getInbox', 'getTeams'])) {
                  void liveCache().then((cache) => cache.liveUnreadChanged(appDispatch, threadId, unread));
                }
                break;
              }
              default:
                break;
            }
          },
          // The counts reload: that call meets the 401 which ends the session in this tab as well.
          onSessionEnded: () => appDispatch(baseApi.util.invalidateTags([UNREAD_TAG])),
          onStatus: (status) => appDispatch(liveLinkChanged(status)),
        });
        setLiveSender(connection.send);
        await cacheEntryRemoved;
        open = false;
        setLiveSender(null);
        connection.close();
        appDispatch(liveLinkChanged('idle'));
      },
    }),

    /** Marks a thread read (a live message arriving in the open chat). */
    markThreadRead: build.mutation<ThreadRead, ObjectId>({
      query: (threadId) => ({ url: `/user/message/thread/${encodeURIComponent(threadId)}/read`, method: 'PUT' }),
      transformResponse: (response: ApiEnvelope<ThreadRead>) => response.data,
      async onQueryStarted(threadId, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) return;
        dispatch(
          unreadApi.util.updateQueryData('getUnread', undefined, (counts) =>
            setThreadUnread(counts, threadId, 0, outcome.data.total),
          ),
        );
        (await liveCache()).liveUnreadChanged(dispatch as AppDispatch, threadId, 0);
      },
    }),
  }),
});

export const { useGetUnreadQuery, useMarkThreadReadMutation } = unreadApi;
