// Campo's service worker, built by scripts/lib/pwaPlugin.mjs into /sw.js with the build's precache list. Its
// decisions are in routing.ts; this file only applies them. docs/CONVENTIONS.md "Offline and the service worker".
import { FORGET_MEMBERS, MEMBERS_FORGOTTEN, SKIP_WAITING } from '../lib/serviceWorker/messages';
import {
  ASSETS_CACHE,
  isCacheable,
  memberCacheName,
  memberCaches,
  registeredEventIds,
  routeOf,
  SHELL_PAGE,
  shellCacheName,
  staleCaches,
} from './routing';

/** Set by the build: the shell's files and a version that changes with them. */
declare const __CAMPO_PRECACHE__: string[];
declare const __CAMPO_VERSION__: string;

// The worker's own global, typed by hand: the project's TypeScript lib is the DOM one.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: { postMessage(message: unknown): void } | null;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const shell = shellCacheName(__CAMPO_VERSION__);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(shell).then(async (cache) => {
      await cache.addAll(__CAMPO_PRECACHE__);
      // The shell page as a visitor gets it: no member's page data is ever kept in it.
      const page = await fetch(SHELL_PAGE, { credentials: 'omit' });
      if (isCacheable(page)) await cache.put(SHELL_PAGE, page);
    }),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, __CAMPO_VERSION__).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING) void worker.skipWaiting();
  if (type === FORGET_MEMBERS) {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(memberCaches(names).map((name) => caches.delete(name))))
        .then(() => event.source?.postMessage({ type: MEMBERS_FORGOTTEN })),
    );
  }
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      authorization: request.headers.get('authorization'),
    },
    origin,
  );
  if (route.kind === 'navigation') event.respondWith(navigation(request));
  else if (route.kind === 'asset') event.respondWith(asset(request));
  else if (route.kind === 'memberApi') event.respondWith(memberApi(event, route.memberId, route.eventList));
});

async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const page = await caches.match(SHELL_PAGE, { cacheName: shell });
    if (page) return page;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) {
    const copy = response.clone();
    void caches.open(ASSETS_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function memberApi(event: FetchEvent, memberId: string, eventList: boolean): Promise<Response> {
  const { request } = event;
  const cacheName = memberCacheName(memberId);
  try {
    const response = await fetch(request);
    if (isCacheable(response)) {
      const copy = response.clone();
      event.waitUntil(
        caches.open(cacheName).then(async (cache) => {
          await cache.put(request.url, copy.clone());
          if (eventList) await fetchEventsAhead(cache, request, await copy.json());
        }),
      );
    }
    return response;
  } catch (error) {
    const cache = await caches.open(cacheName);
    const cached = await cache.match(request.url, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

/** My events just loaded: each registered event's page (with its tickets) is fetched and kept for offline use. */
async function fetchEventsAhead(cache: Cache, listRequest: Request, body: unknown): Promise<void> {
  const headers = new Headers();
  for (const name of ['authorization', 'accept-language', ...headerNamesOf(listRequest)]) {
    const value = listRequest.headers.get(name);
    if (value) headers.set(name, value);
  }
  await Promise.all(
    registeredEventIds(body).map(async (id) => {
      const url = `${origin}/api/user/myevent/${id}`;
      try {
        const response = await fetch(url, { headers, credentials: 'same-origin' });
        if (isCacheable(response)) await cache.put(url, response);
      } catch {
        // Offline again: the page keeps the copy it had.
      }
    }),
  );
}

/** The client key header, whatever the build named it: every `x-` header of the list request. */
function headerNamesOf(request: Request): string[] {
  const names: string[] = [];
  request.headers.forEach((_value, name) => {
    if (name.startsWith('x-')) names.push(name);
  });
  return names;
}
