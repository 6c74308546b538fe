import { useKeepMemberLanguage } from '../features/account/memberLanguageApi';
import { useGetProfileQuery } from '../features/account/profileApi';

/**
 * After a reload only the cookies survive (the session data is never persisted): loading the profile fills the
 * session's names, e-mail and picture again (accountApi's getProfile updates the session). A language switch is
 * kept on the server too, for the member's mails.
 */
export default function SessionProfileLoader() {
  useGetProfileQuery();
  useKeepMemberLanguage();
  return null;
}
