import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { BusEvent } from '../../realtime/bus';
import type { Realtime } from '../../realtime/realtime.plugin';
import { inboxItems } from './inbox';
import type { MessagesLiveEvent } from './live.schemas';
import { readPositionOf } from './readState';
import { loadMessage, memberIds, unreadCounts, unreadSummary } from './threads';

// The live events of the messages section (docs/CONVENTIONS.md "Messages API"), sent to the members of a thread
// who have a socket on this instance; every instance does the same for its own sockets.

/** Sends one of the events documented in live.schemas.ts (the typecheck holds the sends to those shapes). */
const sendLive = (realtime: Realtime, userId: string, event: MessagesLiveEvent) =>
  realtime.connections.send(userId, event);

async function sendThreadState(db: Db, realtime: Realtime, userId: string, threadId: string) {
  const [[thread], unread, summary] = await Promise.all([
    inboxItems(db, userId, [threadId]),
    unreadCounts(db, userId, [threadId]),
    unreadSummary(db, userId),
  ]);
  if (thread) sendLive(realtime, userId, { type: 'thread.updated', data: thread });
  sendLive(realtime, userId, {
    type: 'unread.changed',
    data: { threadId, unread: unread.get(threadId) ?? 0, total: summary.total },
  });
}

/** The reader's new read position, to the thread's other members online here ("Seen", "Seen by N"). */
async function announceRead(db: Db, realtime: Realtime, threadId: string, readerId: string) {
  const others = realtime.connections.connectedAmong(await memberIds(db, threadId)).filter((id) => id !== readerId);
  if (others.length === 0) return;
  const lastReadPosition = await readPositionOf(db, threadId, readerId);
  if (lastReadPosition === null) return;
  for (const userId of others)
    sendLive(realtime, userId, { type: 'thread.read', data: { threadId, userId: readerId, lastReadPosition } });
}

async function deliver(db: Db, realtime: Realtime, editWindowMs: number, event: BusEvent) {
  // Sessions that ended are the realtime plugin's (it closes their sockets).
  if (event.kind !== 'message' && event.kind !== 'message-changed' && event.kind !== 'read' && event.kind !== 'thread')
    return;
  if (event.kind === 'read') {
    await Promise.all([
      realtime.connections.connectedAmong([event.userId]).length > 0 &&
        sendThreadState(db, realtime, event.userId, event.threadId),
      announceRead(db, realtime, event.threadId, event.userId),
    ]);
    return;
  }
  const online = realtime.connections.connectedAmong(await memberIds(db, event.threadId));
  if ((event.kind === 'message' || event.kind === 'message-changed') && online.length > 0) {
    const message = await loadMessage(db, event.messageId, editWindowMs);
    if (!message) return;
    const type = event.kind === 'message' ? 'message.created' : 'message.updated';
    for (const userId of online) sendLive(realtime, userId, { type, data: { threadId: event.threadId, message } });
  }
  if (event.kind === 'thread') {
    for (const userId of realtime.connections.connectedAmong(event.removed)) {
      sendLive(realtime, userId, {
        type: 'thread.removed',
        data: { threadId: event.threadId, deleted: event.deleted ?? false },
      });
      const summary = await unreadSummary(db, userId);
      sendLive(realtime, userId, {
        type: 'unread.changed',
        data: { threadId: event.threadId, unread: 0, total: summary.total },
      });
    }
  }
  await Promise.all(online.map((userId) => sendThreadState(db, realtime, userId, event.threadId)));
}

/** Subscribes the section to the bus; answers the unsubscribe function. */
export function startLiveMessages(
  db: Db,
  realtime: Realtime,
  log: FastifyBaseLogger,
  editWindowMs: number,
): () => void {
  return realtime.bus.subscribe((event) => {
    deliver(db, realtime, editWindowMs, event).catch((error: Error) =>
      log.error({ err: error, event }, 'live message delivery failed'),
    );
  });
}
