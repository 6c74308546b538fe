import type { PageDataDeclaration } from '../../http/pageData';

/** GET /user/message/unread: every page of a logged-in member asks for its top bar's counts (src/features/messages/live/UnreadBadge.tsx). */
export const unreadPageData: PageDataDeclaration = { pages: 'everyPage' };
