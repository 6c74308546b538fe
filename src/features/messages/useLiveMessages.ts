import { useGetUnreadQuery } from './live/unreadApi';

/**
 * Keeps the live connection open while a messaging tab shows: the unread counts' cache entry owns the one WebSocket
 * (live/unreadApi.ts), whose events update the teams, the inbox and the open chat in place.
 */
export function useLiveMessages(): void {
  useGetUnreadQuery();
}
