import { baseApi } from '../../../api/baseApi';
import type { ApiEnvelope, ApiListEnvelope, Contact, ObjectId, ThreadReads } from '../../../api/wire';

export interface ReadersArgs {
  threadId: ObjectId;
  /** The message's position: who has read up to it. */
  position: number;
}

/** Read state of a thread (docs/CONVENTIONS.md "Messages API", "Read state"): kept current by live `thread.read`. */
export const readStateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getThreadReads: build.query<ThreadReads, ObjectId>({
      query: (threadId) => `/user/message/thread/${encodeURIComponent(threadId)}/reads`,
      transformResponse: (response: ApiEnvelope<ThreadReads>) => response.data,
    }),
    /** Who has read up to a message (the "Seen by" dialog), asked when it opens. */
    getMessageReaders: build.query<Contact[], ReadersArgs>({
      query: ({ threadId, position }) => ({
        url: `/user/message/thread/${encodeURIComponent(threadId)}/readers`,
        params: { position },
      }),
      transformResponse: (response: ApiListEnvelope<Contact>) => response.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetThreadReadsQuery, useGetMessageReadersQuery } = readStateApi;

/** A live `thread.read`: the reader's position moves forward in the cached read state of that thread. */
export function readPositionMoved(threadId: ObjectId, userId: ObjectId, lastReadPosition: number) {
  return readStateApi.util.updateQueryData('getThreadReads', threadId, (draft) => {
    const read = draft.reads.find((candidate) => candidate.userId === userId);
    if (read) read.lastReadPosition = Math.max(read.lastReadPosition, lastReadPosition);
    else draft.reads.push({ userId, lastReadPosition });
  });
}
