import { baseApi } from '../../../api/baseApi';
import type { ApiListEnvelope, MessageSearchHit, ObjectId } from '../../../api/wire';

/** The server answers a search in pages of this many hits. */
export const SEARCH_PAGE_SIZE = 20;
/** The longest query the server takes. */
export const SEARCH_QUERY_MAX = 100;

export interface SearchArgs {
  threadId: ObjectId;
  q: string;
  /** Which page (0 the newest hits). */
  page: number;
}

export interface SearchPage {
  hits: MessageSearchHit[];
  total: number;
}

/** Search in a conversation (docs/CONVENTIONS.md "Messages API", "Search"): newest hits first, pages of 20. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchThreadMessages: build.query<SearchPage, SearchArgs>({
      query: ({ threadId, q, page }) => ({
        url: `/user/message/thread/${encodeURIComponent(threadId)}/search`,
        params: { q, offset: page * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE },
      }),
      transformResponse: (response: ApiListEnvelope<MessageSearchHit>) => ({
        hits: response.data,
        total: response.total,
      }),
      // Messages are edited and deleted: a search asked again is asked of the server again.
      keepUnusedDataFor: 10,
    }),
  }),
});

export const { useSearchThreadMessagesQuery } = searchApi;
