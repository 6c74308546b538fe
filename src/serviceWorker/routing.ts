// What the service worker does with each request, as plain functions (tested in routing.test.ts); worker.ts only
// wires them to the Cache and Fetch APIs. docs/PRODUCT.md#offline-tickets says what a member sees.

/** The worker's caches: the build's app shell, runtime copies of hashed assets, and one cache per member. */
export const SHELL_CACHE_PREFIX = 'campo-shell-';
export const ASSETS_CACHE = 'campo-assets';
export const MEMBER_CACHE_PREFIX = 'campo-member-';
/** The index.html every offline navigation gets (the SPA's router then draws the page the address names). */
export const SHELL_PAGE = '/';
/** How many registered events one My events answer may make the worker fetch ahead. */
export const MAX_PREFETCHED_EVENTS = 50;

export type Route =
  /** A page load: network first, the cached shell when offline. */
  | { kind: 'navigation' }
  /** A content-hashed file under /assets/: cache first (it never changes under its name). */
  | { kind: 'asset' }
  /** My events or one registered event with its tickets, for the member the token names: network first. */
  | { kind: 'memberApi'; memberId: string; eventList: boolean }
  /** Anything else (other API answers, writes, other origins): the worker stays out of it. */
  | { kind: 'network' };

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  authorization: string | null;
}

const MY_EVENTS = /^\/api\/user\/myevents$/;
const MY_EVENT = /^\/api\/user\/myevent\/[0-9a-f]{24}$/;

export function routeOf(request: RequestFacts, origin: string): Route {
  if (request.method !== 'GET') return { kind: 'network' };
  const url = new URL(request.url);
  if (url.origin !== origin) return { kind: 'network' };
  if (request.mode === 'navigate') return { kind: 'navigation' };
  if (url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map')) return { kind: 'asset' };
  const eventList = MY_EVENTS.test(url.pathname);
  if (eventList || MY_EVENT.test(url.pathname)) {
    const memberId = memberIdOf(request.authorization);
    if (memberId) return { kind: 'memberApi', memberId, eventList };
  }
  return { kind: 'network' };
}

/**
 * The member a Bearer token names (its `sub` claim), to key the cache by. Read without checking the signature: the
 * server checks it on every request; here it only keeps one member's copies apart from another's.
 */
export function memberIdOf(authorization: string | null): string | null {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = (claims as { sub?: unknown }).sub;
    return typeof sub === 'string' && /^[0-9a-f]{24}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

export const memberCacheName = (memberId: string) => `${MEMBER_CACHE_PREFIX}${memberId}`;
export const shellCacheName = (version: string) => `${SHELL_CACHE_PREFIX}${version}`;

/** The registered events a My events answer lists, whose pages the worker fetches ahead. */
export function registeredEventIds(body: unknown): string[] {
  const items = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(items)) return [];
  const ids = items
    .map((item) => (item as { _id?: unknown } | null)?._id)
    .filter((id): id is string => typeof id === 'string' && /^[0-9a-f]{24}$/.test(id));
  return [...new Set(ids)].slice(0, MAX_PREFETCHED_EVENTS);
}

/** Which stored caches a newly active worker deletes: shells of other builds (member caches stay until logout). */
export function staleCaches(names: string[], version: string): string[] {
  return names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCacheName(version));
}

/** The member caches logout deletes. */
export const memberCaches = (names: string[]) => names.filter((name) => name.startsWith(MEMBER_CACHE_PREFIX));

/** Only whole, successful answers are kept. */
export const isCacheable = (response: { ok: boolean; status: number; type: string }) =>
  response.ok && response.status === 200 && response.type === 'basic';
