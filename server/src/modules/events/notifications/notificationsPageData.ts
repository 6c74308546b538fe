import type { PageDataDeclaration } from '../../../http/pageData';

/**
 * GET /user/notifications: every page of a logged-in member asks for the top bar's bell, its newest 10 with the
 * unread count (src/features/events/notifications/notificationsApi.ts `NOTIFICATIONS_PAGE`).
 */
export const notificationsPageData: PageDataDeclaration = { pages: 'everyPage', query: 'offset=0&limit=10' };
