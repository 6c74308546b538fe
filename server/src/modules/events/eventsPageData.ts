import type { EventListItem } from '../../contract/event';
import type { PageDataSource } from '../../http/pageData';
import { MEMBER_EVENT_URL, PUBLIC_EVENT_URL } from './publicEventMeta';

/**
 * /events asks first for its first page with no filter: the filters start empty on every load (only preferences
 * persist) and the page size is SPEC section 9's 3 (src/lib/constants.ts `PAGE_SIZE.events`, src/features/events/
 * eventsApi.ts `eventsParams`). The events journey checks that the page then asks the API for nothing of the kind.
 */
const EVENTS_PAGE = /^\/events\/?(?:[?#].*)?$/;

export const eventsListPageData: PageDataSource = {
  apiPath: (url) => (EVENTS_PAGE.test(url) ? '/user/events?offset=0&limit=3' : null),
  session: true,
  picture: (answer) => (answer as { data: EventListItem[] }).data[0]?.picture,
};

/** /events also asks at once for the member's recent and popular venues (eventsApi `getVenues`, the location lists). */
export const eventsVenuesPageData: PageDataSource = {
  apiPath: (url) => (EVENTS_PAGE.test(url) ? '/user/popular/venues' : null),
  session: true,
};

/** A member's event page asks first for the event (eventsApi `getEvent`); its banner is preloaded by publicEventMeta. */
export const memberEventPageData: PageDataSource = {
  apiPath: (url) => {
    const id = MEMBER_EVENT_URL.exec(url)?.[1];
    return id ? `/user/event/${id}` : null;
  },
  session: true,
};

/** The public event page asks first for the public event (eventsApi `getPublicEvent`), anyone's answer. */
export const publicEventPageData: PageDataSource = {
  apiPath: (url) => {
    const id = PUBLIC_EVENT_URL.exec(url)?.[1];
    return id ? `/event/${id}` : null;
  },
  session: false,
};
