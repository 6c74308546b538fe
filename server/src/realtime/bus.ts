import { EventEmitter } from 'node:events';

/**
 * What happened, in ids only: every server instance loads the rest from the database, so the payload stays small
 * (PostgreSQL NOTIFY payloads are limited to 8000 bytes).
 */
export type BusEvent =
  | { kind: 'message'; threadId: string; messageId: string }
  /** A message was edited, deleted or reacted to. */
  | { kind: 'message-changed'; threadId: string; messageId: string }
  /** `userId` read the thread: their unread counts changed. */
  | { kind: 'read'; threadId: string; userId: string }
  /** `userId` (first name `name`) is typing in the thread: never stored, gone in seconds. */
  | { kind: 'typing'; threadId: string; userId: string; name: string }
  /** A group changed (name, logo, members); `removed` lost access to it (all of them when the group was `deleted`). */
  | { kind: 'thread'; threadId: string; removed: string[]; deleted?: boolean }
  /**
   * These sessions of `userId` ended (logout, password change or reset, the sessions list): their sockets close.
   * `endId` asks every instance to acknowledge; an acknowledgement ends no session and names `ackOf` and its
   * sender `from` (auth/sessionEndAcks.ts).
   */
  | { kind: 'sessions-ended'; userId: string; sessionIds: string[]; endId?: string; ackOf?: string; from?: string }
  /**
   * This instance's own: its LISTEN connection came back after a drop, so events may have been missed; never sent
   * between instances (a NOTIFY payload of this kind is refused).
   */
  | { kind: 'resumed' }
  /**
   * `userId`'s cart changed (a line added, its quantity set, removed, bought again): their tabs reload it, except the
   * tab `by` that made the change and shows it already.
   */
  | { kind: 'cart'; userId: string; by?: string }
  /** `userId` has a new notification (a reminder, a waiting-list offer): their bell reloads. */
  | { kind: 'notification'; userId: string };

export type BusListener = (event: BusEvent) => void;

export interface RealtimeBus {
  /** Delivers the event to every subscriber of every instance (this one included), each once. */
  publish(event: BusEvent): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

/** Subscribers of one instance. */
export class Listeners {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  add(listener: BusListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  emit(event: BusEvent): void {
    this.emitter.emit('event', event);
  }
}

/** One process (SQLite, or a single PostgreSQL instance in tests): events go straight to the subscribers. */
export function createLocalBus(): RealtimeBus {
  const listeners = new Listeners();
  return {
    publish: async (event) => {
      // Next tick, like a remote delivery: the HTTP answer never waits for the fan-out.
      setImmediate(() => listeners.emit(event));
    },
    subscribe: (listener) => listeners.add(listener),
    close: async () => undefined,
  };
}

const KINDS = new Set([
  'message',
  'message-changed',
  'read',
  'typing',
  'thread',
  'sessions-ended',
  'cart',
  'notification',
]);
const isStringList = (value: unknown) => Array.isArray(value) && value.every((id) => typeof id === 'string');

/** A bus event from untrusted text (a NOTIFY payload); null for anything else. */
export function parseBusEvent(text: string): BusEvent | null {
  try {
    const value = JSON.parse(text) as Partial<Record<string, unknown>>;
    if (!value || typeof value !== 'object' || !KINDS.has(value.kind as string)) return null;
    if (value.kind === 'sessions-ended') {
      return typeof value.userId === 'string' && isStringList(value.sessionIds) ? (value as BusEvent) : null;
    }
    if (value.kind === 'cart')
      return typeof value.userId === 'string' && (value.by === undefined || typeof value.by === 'string')
        ? (value as BusEvent)
        : null;
    if (value.kind === 'notification') return typeof value.userId === 'string' ? (value as BusEvent) : null;
    if (typeof value.threadId !== 'string') return null;
    if ((value.kind === 'message' || value.kind === 'message-changed') && typeof value.messageId === 'string')
      return value as BusEvent;
    if (value.kind === 'read' && typeof value.userId === 'string') return value as BusEvent;
    if (value.kind === 'typing' && typeof value.userId === 'string' && typeof value.name === 'string')
      return value as BusEvent;
    if (
      value.kind === 'thread' &&
      isStringList(value.removed) &&
      ['undefined', 'boolean'].includes(typeof value.deleted)
    )
      return value as BusEvent;
    return null;
  } catch {
    return null;
  }
}
