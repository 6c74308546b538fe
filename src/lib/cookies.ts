// Client-side cookies per docs/CONVENTIONS.md: `Path=/; SameSite=Lax`, plus `Secure` on https.

function baseAttributes(): string {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${baseAttributes()}${maxAge}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; ${baseAttributes()}; Max-Age=0`;
}

/** A year, for preferences such as the language. Session cookies carry no Max-Age. */
export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
