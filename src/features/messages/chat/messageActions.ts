import type { ChatMessage } from '../conversationState';
import type { ReactionEmoji } from '../messagesApi';

/** What a member asks of a message from its menu or its reactions. */
export type MessageAction =
  | { kind: 'reply' | 'edit' | 'delete'; message: ChatMessage }
  | { kind: 'react'; message: ChatMessage; emoji: ReactionEmoji; reacted: boolean };

/** A stored, not deleted message of the user's own, within its edit window at `now`. */
export function canChange(message: ChatMessage, mine: boolean, now = Date.now()): boolean {
  return mine && !message.delivery && !message.deletedAt && now < Date.parse(message.editableUntil);
}

/** Whether `userId` reacted to the message with `emoji`. */
export function reactedWith(message: ChatMessage, emoji: string, userId: string | undefined): boolean {
  const reaction = message.reactions.find((candidate) => candidate.emoji === emoji);
  return Boolean(userId && reaction?.people.some((person) => person._id === userId));
}
