import type { PageDataSource } from '../../http/pageData';
import type { EventListItem } from '../../contract/event';

/**
 * /events asks first for its first page with no filter: the filters start empty on every load (only preferences
 * persist) and the page size is SPEC section 9's 3 (src/lib/constants.ts `PAGE_SIZE.events`, src/features/events/
 * eventsApi.ts `eventsParams`). The events journey checks that the page then asks the API for nothing of the kind.
 */
export const eventsPageData: PageDataSource = {
  page: /^\/events\/?(?:[?#].*)?$/,
  apiPath: '/user/events?offset=0&limit=3',
  picture: (answer) => (answer as { data: EventListItem[] }).data[0]?.picture,
};
