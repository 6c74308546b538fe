import type { ThreadReads } from '../../../api/wire';
import { isLocalMessage, type ChatMessage } from '../conversationState';

/** What shows under the member's own last message: "Seen" (direct thread) or "Seen by N" (group, team). */
export interface SeenMark {
  messageId: string;
  position: number;
  direct: boolean;
  /** How many other members have read up to it. */
  seenBy: number;
}

/**
 * The mark of the member's last stored message, when it is the thread's last one from them and someone read it: a
 * direct thread says "Seen" once the other member's read position passed it; a group counts who has.
 */
export function seenMark(messages: readonly ChatMessage[], myId: string | undefined, reads: ThreadReads | undefined) {
  if (!reads || !myId) return null;
  let mine: ChatMessage | undefined;
  for (let index = messages.length - 1; index >= 0 && !mine; index -= 1) {
    const message = messages[index];
    if (!isLocalMessage(message) && message.sender._id === myId) mine = message;
  }
  if (!mine || mine.deletedAt) return null;
  const position = mine.position;
  const seenBy = reads.reads.filter((read) => read.lastReadPosition >= position).length;
  if (seenBy === 0) return null;
  return { messageId: mine._id, position, direct: reads.type === 'Single', seenBy } satisfies SeenMark;
}
