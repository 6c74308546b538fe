/** The profile tabs in SPEC order. */
export const PROFILE_TABS = [
  'accountDetails',
  'changePassword',
  'association',
  'myEvents',
  'myOrders',
  'myMessages',
  'team',
  'logout',
] as const;

/** `/profile?tab=<tab>` opens that tab (a link after a payment: `?tab=myOrders&order=<id>`). */
export const PROFILE_TAB_PARAM = 'tab';

export type ProfileTab = (typeof PROFILE_TABS)[number];

export const DEFAULT_PROFILE_TAB: ProfileTab = 'accountDetails';

/** Session storage key of the active tab (SPEC: kept for the browser session). */
export const PROFILE_TAB_STORAGE_KEY = 'campo-profile-tab';

export function isProfileTab(value: unknown): value is ProfileTab {
  return PROFILE_TABS.includes(value as ProfileTab);
}

export function readStoredProfileTab(): ProfileTab {
  try {
    const stored = window.sessionStorage.getItem(PROFILE_TAB_STORAGE_KEY);
    return isProfileTab(stored) ? stored : DEFAULT_PROFILE_TAB;
  } catch {
    // Storage can be unavailable (private mode, blocked): the first tab is a fine start.
    return DEFAULT_PROFILE_TAB;
  }
}

export function storeProfileTab(tab: ProfileTab): void {
  try {
    window.sessionStorage.setItem(PROFILE_TAB_STORAGE_KEY, tab);
  } catch {
    // Not remembering the tab is harmless.
  }
}

export function forgetProfileTab(): void {
  try {
    window.sessionStorage.removeItem(PROFILE_TAB_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
