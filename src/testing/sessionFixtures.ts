import type { Profile } from '../api/wire';
import type { PreferencesState } from '../preferences/preferencesSlice';
import { LOGGED_IN_COOKIE } from '../session/sessionCookies';
import { sessionSlice, sessionUserUpdated } from '../session/sessionSlice';
import type { PreloadedAppState } from '../app/store';
import { toWireUser } from '../features/account/wireUser';
import type { Language } from '../i18n/languages';
import { tokenCookieName } from '../lib/settings';
import { buildPreferences } from './preferencesFixtures';

export const TEST_TOKEN = 'eyJ0ZXN0IjoidG9rZW4ifQ.signature';

/** Cookies as a logged-in browser has them; pair with `loggedInState()` in preloadedState. */
export function setLoggedInCookies(token: string = TEST_TOKEN): void {
  document.cookie = `${tokenCookieName}=${token}; Path=/`;
  document.cookie = `${LOGGED_IN_COOKIE}=true; Path=/`;
}

export interface LoggedInStateOptions {
  /** The member as login or GET /user/profile sent them; null (the default): the profile has not loaded yet. */
  user?: Profile | null;
  language?: Language;
  preferences?: Partial<PreferencesState>;
}

/** The preloaded state of a logged-in member, its session built by the session slice as the profile loader does. */
export function loggedInState({
  user = null,
  language = 'en',
  preferences = {},
}: LoggedInStateOptions = {}): PreloadedAppState {
  const session = { loggedIn: true, user: null, endRedirectPending: false, endedUserId: null };
  return {
    session: user ? sessionSlice.reducer(session, sessionUserUpdated(toWireUser(user))) : session,
    preferences: buildPreferences({ language, ...preferences }),
  };
}

export function cookieNames(): string[] {
  return document.cookie
    .split('; ')
    .filter(Boolean)
    .map((entry) => entry.split('=')[0]);
}
