import type { EventListItem } from '../../contract/event';
import type { PageDataDeclaration } from '../../http/pageData';
import { MEMBER_EVENT_URL, PUBLIC_EVENT_URL } from './publicEventMeta';

/**
 * /events asks first for its first page with no filter: the filters start empty on every load (only preferences
 * persist) and the page size is SPEC section 9's 3 (src/lib/constants.ts `PAGE_SIZE.events`, src/features/events/
 * eventsApi.ts `eventsParams`). The events journey checks that the page then asks the API for nothing of the kind.
 */
const EVENTS_PAGE = /^\/events\/?(?:[?#].*)?$/;

/** GET /user/events on /events, its first card's picture preloaded. */
export const eventsListPageData: PageDataDeclaration = {
  pages: EVENTS_PAGE,
  query: 'offset=0&limit=3',
  picture: (answer) => (answer as { data: EventListItem[] }).data[0]?.picture,
};

/** GET /user/popular/venues: /events also asks at once for the member's recent and popular venues (eventsApi `getVenues`). */
export const eventsVenuesPageData: PageDataDeclaration = { pages: EVENTS_PAGE };

/** GET /user/event/:id on a member's event page (eventsApi `getEvent`); its banner is preloaded by publicEventMeta. */
export const memberEventPageData: PageDataDeclaration = { pages: MEMBER_EVENT_URL };

/** GET /event/:id on the public event page (eventsApi `getPublicEvent`), anyone's answer. */
export const publicEventPageData: PageDataDeclaration = { pages: PUBLIC_EVENT_URL };
