import { PROFILE_TAB_PARAM } from '../../account/profile/profileTabs';

/** The profile's Messages tab, where group pages lead back to (an unknown tab falls back to the remembered one). */
export const MESSAGES_TAB_LINK = `/profile?${PROFILE_TAB_PARAM}=myMessages`;
