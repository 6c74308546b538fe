import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import { sendSerialisedJson, serialisationSchema } from '../../http/serialisedJson';
import { speedUpOn } from '../../speedUps';
import { createDetailCache } from './detailCache';
import { getEventDetail, getSharedEventDetail, type EventDetail } from './eventDetail';
import { listEvents, sharedPageByDate } from './eventList';
import type { EventListItem } from './eventListItem';
import { EventListItemSchema } from './events.schemas';
import { eventsVersionWithFavourites, favouriteIdsOf } from './favouriteIds';
import { createListCache, withData } from './listCache';
import type { EventListFilters } from './listQuery';

const CARD_SCHEMA = serialisationSchema(EventListItemSchema);

type ListAnswer = { message: string; data: EventListItem[]; total: number };

export interface MemberReads {
  /** The events list answer for this member, sent on `reply` (by distance with a location, else by date). */
  list(
    reply: FastifyReply,
    userId: string,
    filters: EventListFilters,
    message: string,
    now: Date,
  ): Promise<ListAnswer | FastifyReply>;
  /** An event's detail for this member; 404 for an unknown event. */
  detail(eventId: string, userId: string, publicUrl: string, now: Date): Promise<EventDetail>;
}

/**
 * The two reads every member makes most, the events page by date and an event's detail. What every member shares
 * of them is kept per server (listCache.ts, detailCache.ts; the page's cards as bytes spliced into the envelope) and
 * only the member's favourite flags are read per request. What it buys (docs/PERFORMANCE.md, `eventCaches`): the
 * events list's and the detail's API ratio goals (>= 12 % and >= 8 % of a bare route) on SQLite.
 */
export function createMemberReads(db: Db, cached = speedUpOn('eventCaches')): MemberReads {
  if (!cached) {
    return {
      list: async (_reply, userId, filters, message, now) => {
        const page = await listEvents(db, userId, filters, now);
        return { message, data: page.items, total: page.total };
      },
      detail: (eventId, userId, publicUrl, now) => getEventDetail(db, eventId, userId, publicUrl, now),
    };
  }
  const listCache = createListCache();
  const detailCache = createDetailCache();
  return {
    async list(reply, userId, filters, message, now) {
      if (filters.location) {
        const page = await listEvents(db, userId, filters, now);
        return { message, data: page.items, total: page.total };
      }
      const page = await listCache.page(db, filters, now, {
        load: () => sharedPageByDate(db, filters, now),
        favouritesOf: (ids) => favouriteIdsOf(db, userId, ids),
        versionWithFavouritesOf: (ids) => eventsVersionWithFavourites(db, userId, ids),
        serialiseCard: reply.compileSerializationSchema(CARD_SCHEMA),
      });
      const envelopeJson = reply.serialize({ message, data: [], total: page.total }) as string;
      return sendSerialisedJson(reply, withData(envelopeJson, page.cards));
    },
    detail: (eventId, userId, publicUrl, now) =>
      detailCache.detail(db, eventId, userId, publicUrl, now, () => getSharedEventDetail(db, eventId, publicUrl, now)),
  };
}
