import type { Db } from '../../db/database';
import type { RealtimeBus } from '../../realtime/bus';
import { checkThread, createConversationCache, type CachedPage } from './conversationCache';
import { marksRead, pageRequest } from './messageRouteOptions';
import type { Message } from './messages.schemas';
import { markRead, pageMessages, type PageRequest } from './threads';

/**
 * The conversation route's read with its pages cached (conversationCache.ts): one statement checks the membership
 * and the versions, a hit sends the kept bytes, and the first page writes the read marker only when the thread has
 * moved past it. `serialise` is the route's serialiser of the data array, so the bytes equal an uncached answer's.
 */
export function cachedConversationReader(db: Db, bus: RealtimeBus, editWindowMs: number) {
  const cache = createConversationCache();
  return async (
    threadId: string,
    userId: string,
    query: Partial<PageRequest>,
    serialise: (items: Message[]) => string,
  ): Promise<CachedPage> => {
    const check = await checkThread(db, threadId, userId);
    const page = pageRequest(query);
    const key = JSON.stringify([
      page.offset,
      page.limit,
      page.after ?? '',
      page.before ?? '',
      page.afterPosition ?? -1,
    ]);
    const result = await cache.page(threadId, key, check.version, async () => {
      const loaded = await pageMessages(db, threadId, page, editWindowMs);
      return { data: Buffer.from(serialise(loaded.items)), total: loaded.total };
    });
    if (marksRead(page) && check.readPosition < check.lastPosition && (await markRead(db, threadId, userId))) {
      await bus.publish({ kind: 'read', threadId, userId });
    }
    return result;
  };
}
