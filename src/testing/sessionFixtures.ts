import type { WireUser } from '../api/wire';
import { LOGGED_IN_COOKIE } from '../session/sessionCookies';
import type { SessionState } from '../session/sessionSlice';
import { tokenCookieName } from '../lib/settings';

export const TEST_TOKEN = 'eyJ0ZXN0IjoidG9rZW4ifQ.signature';

export function buildWireUser(overrides: Partial<WireUser> = {}): WireUser {
  return {
    _id: '6560a1b2c3d4e5f601234567',
    firstName: 'Mario',
    lastName: 'Rossi',
    fullName: 'Mario Rossi',
    email: 'mario@campo.test',
    mobilePrefix: '+39',
    mobile: '3331234567',
    picture: null,
    isPasswordChanged: false,
    ...overrides,
  };
}

/** Cookies as a logged-in browser has them; pair with `loggedInSession()` in preloadedState. */
export function setLoggedInCookies(token: string = TEST_TOKEN): void {
  document.cookie = `${tokenCookieName}=${token}; Path=/`;
  document.cookie = `${LOGGED_IN_COOKIE}=true; Path=/`;
}

export function loggedInSession(): SessionState {
  return { loggedIn: true, user: null, endRedirectPending: false };
}

export function cookieNames(): string[] {
  return document.cookie
    .split('; ')
    .filter(Boolean)
    .map((entry) => entry.split('=')[0]);
}
