import { readCookie, removeCookie, writeCookie } from '../lib/cookies';
import { tokenCookieName } from '../lib/settings';

export const LOGGED_IN_COOKIE = 'loggedin';

export interface SessionCookies {
  loggedIn: boolean;
  token: string | null;
}

/** SPEC: logged in while the `loggedin` cookie reads `true` and the token cookie exists. */
export function readSessionCookies(): SessionCookies {
  const token = readCookie(tokenCookieName) || null;
  return { loggedIn: readCookie(LOGGED_IN_COOKIE) === 'true' && token !== null, token };
}

export function readTokenCookie(): string | null {
  return readCookie(tokenCookieName) || null;
}

export function writeSessionCookies(token: string): void {
  writeCookie(tokenCookieName, token);
  writeCookie(LOGGED_IN_COOKIE, 'true');
}

export function clearSessionCookies(): void {
  removeCookie(tokenCookieName);
  removeCookie(LOGGED_IN_COOKIE);
}
