import type { PageDataSource } from '../../http/pageData';

/** Every page of a logged-in member asks for the unread counts of its top bar (src/features/messages/live/UnreadBadge.tsx). */
export const unreadPageData: PageDataSource = {
  apiPath: () => '/user/message/unread',
  session: true,
};
