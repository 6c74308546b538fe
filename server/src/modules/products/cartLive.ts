import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { toNumberOr } from '../../db/mapping';
import type { BusEvent } from '../../realtime/bus';
import type { Realtime } from '../../realtime/realtime.plugin';
import type { CartLiveEvent } from './cartLive.schemas';

// A member's tabs keep one cart: every cart write publishes `{ kind: 'cart', userId }` on the bus, and every
// instance tells that member's sockets it holds (cart.changed), so another tab reloads the cart at once.

const sendLive = (realtime: Realtime, userId: string, event: CartLiveEvent) => realtime.connections.send(userId, event);

async function deliver(db: Db, realtime: Realtime, event: BusEvent) {
  if (event.kind !== 'cart' || realtime.connections.connectedAmong([event.userId]).length === 0) return;
  const counts = await db
    .selectFrom('cart_items')
    .select((eb) => [eb.fn.countAll<number>().as('lines'), eb.fn.sum<number>('qty').as('items')])
    .where('user_id', '=', event.userId)
    .executeTakeFirst();
  sendLive(realtime, event.userId, {
    type: 'cart.changed',
    data: {
      lineCount: toNumberOr(counts?.lines, 0),
      itemCount: toNumberOr(counts?.items, 0),
      ...(event.by ? { by: event.by } : {}),
    },
  });
}

/**
 * Tells the bus that `userId`'s cart changed, by the tab `by` when the write named one; the HTTP answer never waits
 * for the fan-out.
 */
export function publishCartChanged(realtime: Realtime, userId: string, by?: string): Promise<void> {
  return realtime.bus.publish({ kind: 'cart', userId, ...(by ? { by } : {}) });
}

/** Subscribes the cart's live events to the bus; answers the unsubscribe function. */
export function startLiveCart(db: Db, realtime: Realtime, log: FastifyBaseLogger): () => void {
  return realtime.bus.subscribe((event) => {
    deliver(db, realtime, event).catch((error: Error) => log.error({ err: error, event }, 'live cart delivery failed'));
  });
}
