import type { InboxThread, LiveCartChanged, Message, ObjectId } from '../../../api/wire';

/** Another member of a thread read it up to `lastReadPosition`. */
export interface ThreadReadMoved {
  threadId: ObjectId;
  userId: ObjectId;
  lastReadPosition: number;
}

/** What the server pushes on /api/ws (docs/CONVENTIONS.md, "Live events"). */
export type LiveEvent =
  | { type: 'ready'; data: { userId: ObjectId } }
  | { type: 'message.created'; data: { threadId: ObjectId; message: Message } }
  | { type: 'message.updated'; data: { threadId: ObjectId; message: Message } }
  | { type: 'thread.updated'; data: InboxThread }
  | { type: 'thread.removed'; data: { threadId: ObjectId; deleted?: boolean } }
  | { type: 'unread.changed'; data: { threadId: ObjectId; unread: number; total: number } }
  | { type: 'thread.read'; data: ThreadReadMoved }
  | { type: 'typing'; data: { threadId: ObjectId; userId: ObjectId; name: string } }
  | { type: 'catch-up'; data: Record<string, never> }
  | LiveCartChanged
  | { type: 'notification.created'; data: { unread: number } }
  | { type: 'pong'; data?: unknown };

const TYPES = new Set([
  'ready',
  'catch-up',
  'message.created',
  'message.updated',
  'thread.updated',
  'thread.removed',
  'unread.changed',
  'thread.read',
  'typing',
  'cart.changed',
  'notification.created',
  'pong',
]);

/** A frame's event, or null for anything else (a client ignores what it does not know). */
export function parseLiveEvent(frame: unknown): LiveEvent | null {
  if (typeof frame !== 'string') return null;
  try {
    const value = JSON.parse(frame) as { type?: unknown; data?: unknown };
    if (typeof value !== 'object' || value === null || typeof value.type !== 'string' || !TYPES.has(value.type))
      return null;
    if (value.type !== 'pong' && (typeof value.data !== 'object' || value.data === null)) return null;
    return value as LiveEvent;
  } catch {
    return null;
  }
}
