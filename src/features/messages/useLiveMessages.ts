import { unreadApi } from './live/unreadApi';

/**
 * Keeps the live connection open while a messaging tab shows: the unread counts' cache entry owns the one WebSocket
 * (live/unreadApi.ts), whose events update the teams, the inbox and the open chat in place. A subscription alone: the
 * tab does not read the counts, so their changes (each arriving message) do not render the tab and its chat again.
 */
export function useLiveMessages(): void {
  unreadApi.endpoints.getUnread.useQuerySubscription();
}
