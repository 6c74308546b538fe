import type { Static } from 'typebox';
import type { PageDataSource } from '../../http/pageData';
import type { ProfileSchema } from './account.schemas';

/** /profile on its first tab (Account details), whose largest paint is the member's picture. */
const PROFILE_FIRST_TAB = /^\/profile\/?(?:\?(?![^#]*\btab=(?!accountDetails(?:&|#|$)))[^#]*)?(?:#.*)?$/;

/** /profile's first tab shows the member's profile (accountApi `getProfile`), with their picture preloaded. */
export const profilePageData: PageDataSource = {
  apiPath: (url) => (PROFILE_FIRST_TAB.test(url) ? '/user/profile' : null),
  session: true,
  picture: (answer) => (answer as { data: Static<typeof ProfileSchema> }).data.picture,
};

/** Every page of a logged-in member asks for the profile first (src/app/session/SessionProfileLoader.tsx). */
export const sessionProfilePageData: PageDataSource = {
  apiPath: () => '/user/profile',
  session: true,
};
