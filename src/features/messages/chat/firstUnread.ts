import type { ChatMessage } from '../conversationState';

/**
 * The first of the `unread` latest messages of others (the ones the member had not read when the chat opened), or
 * undefined when none was unread. When more were unread than are held, the oldest held message of others.
 */
export function firstUnreadId(
  messages: readonly ChatMessage[],
  myId: string | undefined,
  unread: number,
): string | undefined {
  if (unread <= 0) return undefined;
  let counted = 0;
  let first: string | undefined;
  for (let index = messages.length - 1; index >= 0 && counted < unread; index -= 1) {
    const message = messages[index];
    if (message.delivery || message.sender._id === myId) continue;
    counted += 1;
    first = message._id;
  }
  return first;
}
