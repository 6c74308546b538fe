import type { Db } from '../../db/database';
import { ID_PATTERN } from '../../lib/ids';
import type { BusEvent } from '../../realtime/bus';
import type { Realtime } from '../../realtime/realtime.plugin';
import { memberIds } from './threads';

/** A member's typing is announced at most once per this many milliseconds per thread. */
export const TYPING_THROTTLE_MS = 3_000;

/**
 * Typing in direct threads (docs/CONVENTIONS.md "Messages API"): a client's `typing` frame, from a member of a
 * Single thread and not within 3 s of their last one, goes on the bus; every instance tells the thread's other
 * member on its sockets. Nothing is stored. Answers the unsubscribe function.
 */
export function startTyping(db: Db, realtime: Realtime, now: () => number = Date.now): () => void {
  const lastSent = new Map<string, number>();
  realtime.clientFrames.set('typing', (user, frame) => {
    const threadId = frame.threadId;
    if (typeof threadId !== 'string' || !ID_PATTERN.test(threadId)) return;
    const key = `${user.id}:${threadId}`;
    const at = now();
    if (at - (lastSent.get(key) ?? -Infinity) < TYPING_THROTTLE_MS) return;
    lastSent.set(key, at);
    // Forget the old entries now and then, so the map holds only who typed in the last seconds.
    if (lastSent.size > 1000) {
      for (const [entry, sentAt] of lastSent) if (at - sentAt >= TYPING_THROTTLE_MS) lastSent.delete(entry);
    }
    void announce(db, realtime, threadId, user.id, user.firstName).catch(() => undefined);
  });
  const stop = realtime.bus.subscribe((event) => {
    if (event.kind === 'typing') void deliver(db, realtime, event).catch(() => undefined);
  });
  return () => {
    realtime.clientFrames.delete('typing');
    stop();
  };
}

async function announce(db: Db, realtime: Realtime, threadId: string, userId: string, name: string) {
  const thread = await db
    .selectFrom('message_threads as t')
    .innerJoin('thread_members as tm', 'tm.thread_id', 't.id')
    .select('t.id')
    .where('t.id', '=', threadId)
    .where('t.type', '=', 'Single')
    .where('tm.user_id', '=', userId)
    .executeTakeFirst();
  if (thread) await realtime.bus.publish({ kind: 'typing', threadId, userId, name });
}

async function deliver(db: Db, realtime: Realtime, event: Extract<BusEvent, { kind: 'typing' }>) {
  const others = realtime.connections
    .connectedAmong(await memberIds(db, event.threadId))
    .filter((id) => id !== event.userId);
  const data = { threadId: event.threadId, userId: event.userId, name: event.name };
  for (const userId of others) realtime.connections.send(userId, { type: 'typing', data });
}
