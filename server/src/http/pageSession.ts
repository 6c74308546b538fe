import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';

/** The SPA's session cookie, `<product name>-Web-Token` (SPEC section 2). */
const TOKEN_COOKIE = /(?:^|;\s*)[^=;\s]+-Web-Token=([^;]+)/;
/** The SPA's language cookie, written whenever the language is applied (src/i18n/applyLanguage.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)lang=(it|en)(?:;|$)/;

/** The SPA's own hint that someone is logged in (SPEC section 2: the `loggedin` cookie beside the token). */
export function looksLoggedIn(request: FastifyRequest): boolean {
  return /(?:^|;\s*)loggedin=true(?:;|$)/.test(request.headers.cookie ?? '');
}

/** The session token a page request carries in the SPA's cookie, unverified; null when there is none. */
export function pageSessionToken(request: FastifyRequest): string | null {
  const cookie = TOKEN_COOKIE.exec(request.headers.cookie ?? '');
  if (!cookie) return null;
  try {
    return decodeURIComponent(cookie[1]);
  } catch {
    return null;
  }
}

/** The language kept in the SPA's `lang` cookie, or null when there is none. */
export function languageCookie(request: FastifyRequest): Language | null {
  return (LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1] as Language | undefined) ?? null;
}

/** The language the SPA will start in for this page request: its `lang` cookie, else its default (Italian). */
export function pageLanguage(request: FastifyRequest): Language {
  return languageCookie(request) ?? DEFAULT_LANGUAGE;
}
