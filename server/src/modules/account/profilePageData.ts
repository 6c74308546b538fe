import type { Static } from 'typebox';
import type { PageDataDeclaration } from '../../http/pageData';
import type { ProfileSchema } from './account.schemas';

/** GET /user/profile on /profile's first tab (Account details), whose largest paint is the member's picture. */
export const profilePageData: PageDataDeclaration = {
  pages: /^\/profile\/?(?:\?(?![^#]*\btab=(?!accountDetails(?:&|#|$)))[^#]*)?(?:#.*)?$/,
  picture: (answer) => (answer as { data: Static<typeof ProfileSchema> }).data.picture,
};

/** GET /user/profile: every page of a logged-in member asks for it first (src/app/SessionProfileLoader.tsx). */
export const sessionProfilePageData: PageDataDeclaration = { pages: 'everyPage' };
