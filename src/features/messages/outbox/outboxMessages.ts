import type { Contact } from '../../../api/wire';
import { PENDING_POSITION, type ChatMessage, type ConversationKey } from '../conversationState';
import { messageTypeOf } from '../messagesApi';
import { outboxPictures } from './outboxPictures';
import { isOwnedBy, sameConversation, type OutboxEntry } from './outboxSlice';

/**
 * The outbox's messages of one conversation as the chat shows them, after every stored message: pending while
 * waiting or on the way, failed (with the reason) once refused. One the server already holds (its client id came
 * back live or in a catch-up before the send's answer) is not shown twice.
 */
export function outboxMessages(
  entries: readonly OutboxEntry[],
  key: ConversationKey,
  sender: Contact,
  storedClientIds: ReadonlySet<string>,
): ChatMessage[] {
  return entries
    .filter((entry) => isOwnedBy(entry, sender._id) && sameConversation(entry.key, key))
    .filter((entry) => !storedClientIds.has(entry.localId))
    .map((entry) => {
      const picture = entry.hasPicture ? (outboxPictures.get(entry.localId)?.previewUrl ?? null) : null;
      return {
        _id: entry.localId,
        threadId: '',
        sender,
        messageType: messageTypeOf(entry.text, entry.hasPicture),
        text: entry.text.trim() === '' ? null : entry.text,
        picture,
        created_at: entry.createdAt,
        position: PENDING_POSITION,
        clientId: null,
        replyTo: entry.replyTo ?? null,
        editedAt: null,
        deletedAt: null,
        editableUntil: entry.createdAt,
        reactions: [],
        delivery: entry.status === 'failed' ? 'failed' : 'pending',
        refusal: entry.reason,
      };
    });
}
