import type { PageDataDeclaration } from '../../http/pageData';

/** A group's page (src/features/messages/groups/GroupDetailPage.tsx): `/group/detail/<id>`. */
const GROUP_PAGE = /^\/group\/detail\/([0-9a-f]{24})\/?(?:[?#].*)?$/;

/** GET /user/group/:id on the group's page (groupsApi `getGroup`), its logo preloaded (the page's largest picture). */
export const groupPageData: PageDataDeclaration = {
  pages: GROUP_PAGE,
  picture: (answer) => (answer as { data: { logo?: string | null } }).data.logo,
};

/**
 * GET /user/group/member/list/:id: the page's member list asks at once, with an empty name search and
 * src/features/messages/groupsApi.ts `GROUP_MEMBERS_LIMIT` (100).
 */
export const groupMembersPageData: PageDataDeclaration = { pages: GROUP_PAGE, query: 'name=&offset=0&limit=100' };
