import { http, HttpResponse } from 'msw';
import type { ApiErrorBody, Message } from '../../api/wire';
import { searchHitOf } from '../fixtures/searchFixtures';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

export interface SearchHandlersOptions {
  /** Each thread's messages (any order), by thread id; a thread left out answers 404. */
  messages?: Record<string, Message[]>;
  /** The thread id and the query, offset and limit asked. */
  search?: EndpointOptions<{ threadId: string; q: string; offset: number; limit: number }>;
}

const notFound: ApiErrorBody = { message: 'Conversation not found.', statusCode: 404, error: 'Not Found' };
const blank: ApiErrorBody = {
  message: 'querystring/q must NOT have fewer than 1 characters',
  statusCode: 400,
  error: 'Bad Request',
};

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');

/**
 * Search in a conversation (docs/CONVENTIONS.md "Messages API", "Search") as the server answers it: a case- and
 * accent-insensitive substring of the text, deleted messages never, newest first, a page with the total.
 */
export function searchHandlers(options: SearchHandlersOptions = {}) {
  const messages = options.messages ?? {};
  const answer = endpoint(options.search);
  return [
    http.get('*/api/user/message/thread/:threadId/search', ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      const asked = {
        threadId: String(params.threadId),
        q: (query.get('q') ?? '').trim(),
        offset: Number(query.get('offset') ?? 0),
        limit: Number(query.get('limit') ?? 20),
      };
      return answer(asked, () => {
        const held = messages[asked.threadId];
        if (!held) return errorResponse(notFound);
        if (!asked.q) return errorResponse(blank);
        const needle = fold(asked.q);
        const found = held
          .filter((message) => message.deletedAt === null && message.text && fold(message.text).includes(needle))
          .sort((a, b) => b.position - a.position);
        const data = found.slice(asked.offset, asked.offset + asked.limit).map(searchHitOf);
        return HttpResponse.json({ message: 'OK', data, total: found.length });
      });
    }),
  ];
}
