import { useGetProfileQuery } from '../features/account/profileApi';

/**
 * After a reload only the cookies survive (the session data is never persisted): loading the profile fills the
 * session's names, e-mail and picture again (accountApi's getProfile updates the session).
 */
export default function SessionProfileLoader() {
  useGetProfileQuery();
  return null;
}
