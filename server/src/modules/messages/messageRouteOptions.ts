import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { BEARER_SECURITY } from '../../http/openapi';
import type { RealtimeBus } from '../../realtime/bus';
import { errors, MESSAGE_PAGE_SIZE } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { markRead, pageMessages, type PageRequest } from './threads';

export const MESSAGE_TAGS = ['messages'];
export const LIST_PAGE_SIZE = 10;

/** The schema parts every multipart send (and group create/edit) shares. */
export const SEND_SCHEMA = { tags: MESSAGE_TAGS, security: BEARER_SECURITY, consumes: ['multipart/form-data'] };
export const SEND_ERRORS = errors(400, 401, 403, 404, 409, 413, 415, 429);

/** The rate limit of the routes that send; counted per user (after authenticate), not per IP. */
export function sendRateLimit(app: FastifyInstance) {
  const limits = app.config.rateLimits.messages;
  return {
    rateLimit: {
      max: limits.max,
      timeWindow: limits.windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: { user: { id: string } | null; ip: string }) =>
        `messages:${request.user?.id ?? request.ip}`,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
        messageTexts.error(429, 'tooManyMessages', { seconds: Math.ceil(context.ttl / 1000) }),
    },
  };
}

/** A conversation query with its defaults. */
export function pageRequest(query: Partial<PageRequest>): PageRequest {
  return {
    offset: query.offset ?? 0,
    limit: query.limit ?? MESSAGE_PAGE_SIZE,
    after: query.after,
    before: query.before,
    afterPosition: query.afterPosition,
  };
}

/** The first page (no offset, no cursor) marks the thread read. */
export const marksRead = (page: PageRequest) => page.offset === 0 && !page.before;

/** Reads a conversation page; the first page marks the thread read. */
export function conversationReader(db: Db, bus: RealtimeBus, editWindowMs: number) {
  return async (threadId: string, userId: string, query: Partial<PageRequest>) => {
    const page = pageRequest(query);
    const result = await pageMessages(db, threadId, page, editWindowMs);
    if (marksRead(page) && (await markRead(db, threadId, userId))) {
      await bus.publish({ kind: 'read', threadId, userId });
    }
    return result;
  };
}
