import type { AppDispatch, RootState } from '../../../lib/store/storeTypes';
import type { InboxThread, Message, ObjectId } from '../../../api/wire';
import { lastServerMessageId, mergeMessages } from '../conversationState';
import { messagesApi, threadUnreadChanged } from '../messagesApi';
import { INBOX_LIST_TAG, UNREAD_TAG } from '../messageTags';

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

/**
 * After `ready` (a first connect or a reconnect): each cached conversation fetches what came after the last
 * message it holds (upserted, so a message that also arrived live is held once); after a reconnect the inbox
 * and the unread counts reload too.
 */
export async function catchUp(dispatch: AppDispatch, state: RootState, lists: boolean) {
  if (lists) dispatch(messagesApi.util.invalidateTags([INBOX_LIST_TAG, UNREAD_TAG]));
  await Promise.all(
    cachedConversations(state).map(async ({ key, data }) => {
      const after = lastServerMessageId(data);
      if (!after) {
        if (data.threadId) dispatch(messagesApi.util.invalidateTags([{ type: 'Thread', id: data.threadId }]));
        return;
      }
      const request = dispatch(messagesApi.endpoints.fetchMessages.initiate({ key, after }));
      const result = await request;
      request.reset();
      if ('data' in result && result.data && result.data.length >= CATCH_UP_LIMIT) {
        dispatch(messagesApi.util.invalidateTags([{ type: 'Thread', id: data.threadId ?? `${key.kind}:${key.id}` }]));
      }
    }),
  );
}
