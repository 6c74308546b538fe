import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { Contact, Message, ObjectId, Team } from '../../api/wire';
import type { RefusalReason } from './outbox/refusalReason';

/** How a message the user wrote is doing: on its way, or refused (the chat offers a retry). */
export type Delivery = 'pending' | 'failed';

/**
 * A message as the chat holds it: the server's, or one being sent (`_id` is then `local-<clientId>`, its
 * `position` is `PENDING_POSITION` (after every stored message), `delivery` says how it is going, `picture` is a
 * blob: URL of the picked file).
 */
export type ChatMessage = Message & {
  delivery?: Delivery;
  /** Why a failed message was refused. */
  refusal?: RefusalReason | null;
};

/** Which conversation a chat shows: a team's, a thread's (direct or group), or a first message to a contact. */
export type ConversationKey =
  { kind: 'team'; id: ObjectId } | { kind: 'thread'; id: ObjectId } | { kind: 'friend'; id: ObjectId };

/** One cache entry per conversation: every message held, oldest first, upserted by `_id`. */
export interface Conversation {
  /** null for a first message to a contact until it is sent. */
  threadId: ObjectId | null;
  messages: EntityState<ChatMessage, string>;
  /** Messages of the thread on the server, as last counted. */
  total: number;
  /** More messages before the oldest one held. */
  hasOlder: boolean;
  teamDetail: Team | null;
  contact: Contact | null;
  /** The member was removed from the group or left it (live `thread.removed`, or a send refused with 403). */
  noLongerMember: boolean;
  /** Why: its owner deleted the group (live `thread.removed` with `deleted`, or a send answered 404). */
  groupDeleted: boolean;
}

/** Where a message goes: a team, a group, or one person (a direct thread, made on the first message). */
export type SendTarget =
  { kind: 'team'; teamId: ObjectId } | { kind: 'group'; groupId: ObjectId } | { kind: 'single'; contactId: ObjectId };

export const LOCAL_ID_PREFIX = 'local-';

/** Where a message not stored yet sorts: after every stored one. */
export const PENDING_POSITION = Number.MAX_SAFE_INTEGER;

export function isLocalMessage(message: ChatMessage): boolean {
  return message._id.startsWith(LOCAL_ID_PREFIX);
}

// The thread's order is the server's position (commit order); messages on their way follow, oldest first.
export const messagesAdapter = createEntityAdapter<ChatMessage, string>({
  selectId: (message) => message._id,
  sortComparer: (a, b) =>
    a.position - b.position || a.created_at.localeCompare(b.created_at) || a._id.localeCompare(b._id),
});

export const messagesSelectors = messagesAdapter.getSelectors();

export function newConversation(
  messages: readonly Message[],
  total: number,
  extra: Partial<Pick<Conversation, 'threadId' | 'teamDetail' | 'contact'>> = {},
): Conversation {
  return {
    threadId: extra.threadId ?? messages[0]?.threadId ?? null,
    messages: messagesAdapter.setAll(messagesAdapter.getInitialState(), messages),
    total,
    hasOlder: messages.length < total,
    teamDetail: extra.teamDetail ?? null,
    contact: extra.contact ?? null,
    noLongerMember: false,
    groupDeleted: false,
  };
}

/**
 * Upserts server messages (an older page, a catch-up, a live one): a message held twice is impossible. `newer`
 * messages (live, catch-up, a send's answer) also grow the thread's total.
 */
export function mergeMessages(conversation: Conversation, messages: readonly Message[], newer = false): void {
  if (newer) {
    const fresh = messages.filter((message) => !conversation.messages.entities[message._id]);
    conversation.total += fresh.length;
  }
  for (const message of messages) dropPendingCopy(conversation, message);
  messagesAdapter.upsertMany(conversation.messages, messages);
  if (!conversation.threadId && messages[0]) conversation.threadId = messages[0].threadId;
}

/**
 * Messages changed on the server (an edit, a delete, a reaction) replace the held ones with the same id; a message
 * not held is left out (it will come with its page). Only the changed entities get a new object: one bubble
 * re-renders.
 */
export function replaceMessages(conversation: Conversation, messages: readonly Message[]): void {
  for (const message of messages) {
    if (conversation.messages.entities[message._id]) conversation.messages.entities[message._id] = message;
  }
}

/** The lowest position held (where a catch-up of changes starts), or undefined when none is held. */
export function firstServerPosition(conversation: Conversation): number | undefined {
  const id = firstServerMessageId(conversation);
  return id === undefined ? undefined : conversation.messages.entities[id].position;
}

/**
 * The sender's own message can come back live (their socket hears it too, or a catch-up finds it) before the
 * send's answer: the local copy with its client id goes, so the message never shows twice.
 */
function dropPendingCopy(conversation: Conversation, message: Message): void {
  if (message.clientId) messagesAdapter.removeOne(conversation.messages, `${LOCAL_ID_PREFIX}${message.clientId}`);
}

/** The highest position the server sent us (the catch-up cursor), or undefined when none is held. */
export function lastServerPosition(conversation: Conversation): number | undefined {
  const ids = conversation.messages.ids;
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    if (!ids[index].startsWith(LOCAL_ID_PREFIX)) return conversation.messages.entities[ids[index]].position;
  }
  return undefined;
}

/** The oldest message held (the cursor for an older page). */
export function firstServerMessageId(conversation: Conversation): ObjectId | undefined {
  return conversation.messages.ids.find((id) => !id.startsWith(LOCAL_ID_PREFIX));
}
