import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { beforeHeadEnd } from './headTags';
import { looksLoggedIn } from './pageSession';

/** What the SPA build writes (scripts/lib/routePreloadsPlugin.mjs). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RoutePreloadsManifest {
  routes: { path: string; access: 'public' | 'auth' | 'guestOnly'; scripts: string[] }[];
  session: string[];
}

interface CompiledRoute {
  pattern: RegExp;
  access: RoutePreloadsManifest['routes'][number]['access'];
  scripts: string[];
}

interface RoutePreloads {
  routes: CompiledRoute[];
  session: string[];
}

/** A react-router path (`/event/detail/:id`, `/group/create/:id?`) as an anchored regular expression. */
export function routePattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

const SCRIPT_PATH = /^\/assets\/[\w.-]+\.js$/;

function compile(manifest: RoutePreloadsManifest): RoutePreloads {
  const scripts = (list: unknown) => (Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && SCRIPT_PATH.test(s)) : []);
  return {
    routes: (manifest.routes ?? []).map((route) => ({ pattern: routePattern(route.path), access: route.access, scripts: scripts(route.scripts) })),
    session: scripts(manifest.session),
  };
}

const cache = new Map<string, { mtimeMs: number; preloads: RoutePreloads }>();

/** The build's manifest, read again only when the file changes; null without a build or manifest. */
function preloadsFor(distDir: string): RoutePreloads | null {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return null;
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.preloads;
  try {
    const preloads = compile(JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadsManifest);
    cache.set(file, { mtimeMs, preloads });
    return preloads;
  } catch {
    return null;
  }
}

/**
 * The scripts this navigation's page will ask for once the entry has run: its route's screen chunks, and for a
 * logged-in visitor the chunks every logged-in page loads. A page the SPA will redirect away from (a member page
 * without a session, a guest page with one) gets none. Only a hint: the SPA loads the same files either way.
 */
export function routePreloadScripts(distDir: string, request: FastifyRequest): string[] {
  const preloads = preloadsFor(distDir);
  if (!preloads) return [];
  const pathname = request.url.split(/[?#]/, 1)[0];
  const loggedIn = looksLoggedIn(request);
  const route = preloads.routes.find((candidate) => candidate.pattern.test(pathname));
  const routeScripts = !route || (route.access === 'auth' && !loggedIn) || (route.access === 'guestOnly' && loggedIn) ? [] : route.scripts;
  return [...new Set([...(loggedIn ? preloads.session : []), ...routeScripts])];
}

/** `<link rel="preload">` tags for those scripts, placed at the end of <head> after the entry's own scripts. */
export function injectRoutePreloads(html: string, scripts: string[]): string {
  return beforeHeadEnd(html, scripts.map((src) => `<link rel="preload" as="script" href="${src}">`).join(''));
}
