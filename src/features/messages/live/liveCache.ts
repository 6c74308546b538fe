import type { AppDispatch, RootState } from '../../../lib/store/storeTypes';
import type { InboxThread, Message, ObjectId } from '../../../api/wire';
import {
  firstServerPosition,
  lastServerPosition,
  mergeMessages,
  type Conversation,
  type ConversationKey,
} from '../conversationState';
import { conversationLeft, messagesApi, messagesReplaced, threadUnreadChanged } from '../messagesApi';
import { INBOX_LIST_TAG, UNREAD_TAG } from '../messageTags';
import { readPositionMoved, readStateApi } from '../readState/readStateApi';
import type { ThreadReadMoved } from './liveEvents';

/** A catch-up page this full may have left a gap: the conversation is loaded again instead. */
const CATCH_UP_LIMIT = 50;

function cachedConversations(state: RootState) {
  return messagesApi.util.selectCachedArgsForQuery(state, 'getConversation').flatMap((key) => {
    const data = messagesApi.endpoints.getConversation.select(key)(state).data;
    return data ? [{ key, data }] : [];
  });
}

/** `message.created`: upserted into every cached conversation of its thread (never twice). */
export function liveMessageCreated(dispatch: AppDispatch, state: RootState, threadId: ObjectId, message: Message) {
  for (const { key, data } of cachedConversations(state)) {
    if (data.threadId !== threadId) continue;
    dispatch(
      messagesApi.util.updateQueryData('getConversation', key, (conversation) =>
        mergeMessages(conversation, [message], true),
      ),
    );
  }
}

/** `message.updated` (an edit, a delete, a reaction): replaces the message held in its thread's conversations. */
export function liveMessageUpdated(dispatch: AppDispatch, state: RootState, threadId: ObjectId, message: Message) {
  for (const { key, data } of cachedConversations(state)) {
    if (data.threadId === threadId) dispatch(messagesReplaced(key, [message]));
  }
}

/** `thread.removed`: the member left the group, was removed, or it was deleted; its open chat closes the composer. */
export function liveThreadRemoved(dispatch: AppDispatch, state: RootState, threadId: ObjectId, deleted = false) {
  for (const { key, data } of cachedConversations(state)) {
    if (data.threadId === threadId) dispatch(conversationLeft(key, deleted));
  }
}

/** `thread.updated`: the inbox line changes in place; a thread that moved to the top (or is new) reloads the list. */
export function liveThreadUpdated(dispatch: AppDispatch, state: RootState, thread: InboxThread) {
  if (thread.type === 'Team') return;
  let reorder = false;
  for (const args of messagesApi.util.selectCachedArgsForQuery(state, 'getInbox')) {
    const page = messagesApi.endpoints.getInbox.select(args)(state).data;
    if (!page) continue;
    if (args.page === 1 && page.threads.ids[0] !== thread._id) reorder = true;
    if (page.threads.entities[thread._id]) {
      dispatch(
        messagesApi.util.updateQueryData(
          'getInbox',
          args,
          (draft) => void (draft.threads.entities[thread._id] = thread),
        ),
      );
    }
  }
  if (reorder) dispatch(messagesApi.util.invalidateTags([INBOX_LIST_TAG]));
}

/** `unread.changed` or a thread read here: its cached inbox line and team follow. */
export function liveUnreadChanged(dispatch: AppDispatch, threadId: ObjectId, unread: number) {
  dispatch(threadUnreadChanged(threadId, unread));
}

/** `thread.read`: another member read further; the cached read state of that thread follows ("Seen"). */
export function liveThreadRead(dispatch: AppDispatch, { threadId, userId, lastReadPosition }: ThreadReadMoved) {
  dispatch(readPositionMoved(threadId, userId, lastReadPosition));
}

/** Waits before catch-up retry `attempt` (0-based): 1 s, 2 s, 4 s... up to 30 s. */
export const CATCH_UP_RETRY = { delayMs: (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt) };

/** Catches one conversation up; answers false when the server could not be asked (retry later). */
async function catchUpConversation(dispatch: AppDispatch, key: ConversationKey, data: Conversation) {
  const afterPosition = lastServerPosition(data);
  if (afterPosition === undefined) {
    if (data.threadId) dispatch(messagesApi.util.invalidateTags([{ type: 'Thread', id: data.threadId }]));
    return true;
  }
  const request = dispatch(messagesApi.endpoints.fetchMessages.initiate({ key, afterPosition }));
  const result = await request;
  request.reset();
  if (!('data' in result) || !result.data) return false;
  // Edits, deletes and reactions made meanwhile to the messages held.
  const fromPosition = firstServerPosition(data);
  if (data.threadId && fromPosition !== undefined) {
    const changes = dispatch(
      messagesApi.endpoints.fetchChanges.initiate({ key, threadId: data.threadId, fromPosition }),
    );
    const changed = await changes;
    changes.reset();
    if (!('data' in changed)) return false;
  }
  if (result.data.length >= CATCH_UP_LIMIT) {
    dispatch(messagesApi.util.invalidateTags([{ type: 'Thread', id: data.threadId ?? `${key.kind}:${key.id}` }]));
  }
  return true;
}

/**
 * After `ready` (a first connect or a reconnect): each cached conversation fetches what came after the highest
 * position it holds (positions follow commit order, so nothing committed late is skipped; upserted, so a message
 * that also arrived live is held once), again with backoff until it succeeds while `current()` holds (a later
 * `ready` or the end of the connection stops it); after a reconnect the inbox and the unread counts reload too.
 */
export async function catchUp(dispatch: AppDispatch, getState: () => RootState, lists: boolean, current = () => true) {
  if (lists) {
    dispatch(messagesApi.util.invalidateTags([INBOX_LIST_TAG, UNREAD_TAG]));
    // Reads announced while the link was down were missed: every cached read state is asked again.
    for (const threadId of readStateApi.util.selectCachedArgsForQuery(getState(), 'getThreadReads')) {
      void dispatch(readStateApi.endpoints.getThreadReads.initiate(threadId, { forceRefetch: true, subscribe: false }));
    }
  }
  let pending = cachedConversations(getState());
  for (let attempt = 0; pending.length > 0 && current(); attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, CATCH_UP_RETRY.delayMs(attempt - 1)));
    if (!current()) return;
    const keys = new Set(pending.map(({ key }) => `${key.kind}:${key.id}`));
    // Read again: what is held may have grown (live messages) while waiting.
    const fresh = cachedConversations(getState()).filter(({ key }) => keys.has(`${key.kind}:${key.id}`));
    const done = await Promise.all(fresh.map(({ key, data }) => catchUpConversation(dispatch, key, data)));
    pending = fresh.filter((_, index) => !done[index]);
  }
}
