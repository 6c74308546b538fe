import type { RootState } from '../../../lib/store/storeTypes';
import type { ConversationKey } from '../conversationState';
import { unreadApi } from '../live/unreadApi';
import { messagesApi } from '../messagesApi';

/** How many messages of a conversation the member has not read, as the session's unread counts say now. */
export function selectUnreadOf(state: RootState, key: ConversationKey): number {
  const counts = unreadApi.endpoints.getUnread.select()(state).data;
  if (!counts) return 0;
  let threadId: string | null = key.kind === 'thread' ? key.id : null;
  if (key.kind === 'team') {
    for (const args of messagesApi.util.selectCachedArgsForQuery(state, 'getTeams')) {
      const team = messagesApi.endpoints.getTeams.select(args)(state).data?.teams.entities[key.id];
      if (team) threadId = team.messageThread;
    }
  }
  return counts.threads.find((line) => line.threadId === threadId)?.unread ?? 0;
}
