/** The profile's Messages tab, where group pages lead back to (`/profile?tab=` opens a tab; see orderLink). */
export const MESSAGES_TAB_LINK = '/profile?tab=myMessages';
