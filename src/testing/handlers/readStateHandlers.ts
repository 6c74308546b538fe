import { http, HttpResponse } from 'msw';
import type { ApiErrorBody, Contact, ThreadReads } from '../../api/wire';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

export interface ReadStateHandlersOptions {
  /** Each thread's read state (the other members' read positions), by thread id; a thread left out answers 404. */
  reads?: Record<string, ThreadReads>;
  /** The people behind the read state's user ids (the "Seen by" dialog's names). */
  people?: Contact[];
  getReads?: EndpointOptions<string>;
  /** The thread id and the position asked about. */
  getReaders?: EndpointOptions<{ threadId: string; position: number }>;
}

const notFound: ApiErrorBody = { message: 'Conversation not found.', statusCode: 404, error: 'Not Found' };

/** The read-state calls of a thread (docs/CONVENTIONS.md "Messages API", "Read state") as the server answers them. */
export function readStateHandlers(options: ReadStateHandlersOptions = {}) {
  const reads = options.reads ?? {};
  const people = options.people ?? [];
  const answerReads = endpoint(options.getReads);
  const answerReaders = endpoint(options.getReaders);
  return [
    http.get('*/api/user/message/thread/:threadId/reads', ({ params }) => {
      const threadId = String(params.threadId);
      return answerReads(threadId, () => {
        const state = reads[threadId];
        return state ? HttpResponse.json({ message: 'OK', data: state }) : errorResponse(notFound);
      });
    }),
    http.get('*/api/user/message/thread/:threadId/readers', ({ params, request }) => {
      const threadId = String(params.threadId);
      const position = Number(new URL(request.url).searchParams.get('position'));
      return answerReaders({ threadId, position }, () => {
        const state = reads[threadId];
        if (!state) return errorResponse(notFound);
        const ids = new Set(state.reads.filter((read) => read.lastReadPosition >= position).map((read) => read.userId));
        const data = people
          .filter((person) => ids.has(person._id))
          .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName));
        return HttpResponse.json({ message: 'OK', data, total: data.length });
      });
    }),
  ];
}
