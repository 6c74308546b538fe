import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { beforeHeadEnd } from './headTags';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/language';
import { languageCookie, looksLoggedIn } from './pageSession';

/** What the SPA build writes (scripts/lib/routePreloadsPlugin.mjs). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Script files per language: the catalogue chunks (`i18n-<language>-<namespace>`) of one chunk group. */
type CatalogueScripts = Partial<Record<Language, string[]>>;

/** A page whose panel is a lazy tab named by a query parameter (`/profile?tab=myOrders`), else `fallback`. */
interface ManifestTabs {
  param: string;
  fallback: string;
  panels: Record<string, { scripts: string[]; catalogues?: CatalogueScripts }>;
}

/** A text of the page's <head> in each language (the SPA's common catalogues, filled at build time). */
type HeadTexts = Partial<Record<Language, string>>;

interface RoutePreloadsManifest {
  /** The SPA's language without a `lang` cookie (CAMPO_DEFAULT_LANGUAGE at build time). */
  defaultLanguage?: string;
  /** The title of an address that is no route, and the meta description of every page. */
  notFoundTitles?: HeadTexts;
  descriptions?: HeadTexts;
  routes: {
    path: string;
    access: 'public' | 'auth' | 'guestOnly';
    titles?: HeadTexts;
    scripts: string[];
    catalogues?: CatalogueScripts;
    tabs?: ManifestTabs;
  }[];
  session: string[];
  sessionCatalogues?: CatalogueScripts;
  entryCatalogues?: CatalogueScripts;
}

interface CompiledRoute {
  pattern: RegExp;
  titles: HeadTexts;
  access: RoutePreloadsManifest['routes'][number]['access'];
  scripts: string[];
  catalogues: Record<Language, string[]>;
  tabs: {
    param: string;
    fallback: string;
    panels: Map<string, { scripts: string[]; catalogues: Record<Language, string[]> }>;
  } | null;
}

interface RoutePreloads {
  defaultLanguage: Language;
  notFoundTitles: HeadTexts;
  descriptions: HeadTexts;
  routes: CompiledRoute[];
  session: string[];
  sessionCatalogues: Record<Language, string[]>;
  entryCatalogues: Record<Language, string[]>;
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
  // Case-insensitive like react-router (its routes are not caseSensitive): /Events is the events page there too.
  return new RegExp(`^${source || '/'}/?$`, 'i');
}

const SCRIPT_PATH = /^\/assets\/[\w.-]+\.js$/;

function compile(manifest: RoutePreloadsManifest): RoutePreloads {
  const scripts = (list: unknown) =>
    Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && SCRIPT_PATH.test(s)) : [];
  const catalogues = (byLanguage: CatalogueScripts | undefined) => ({
    it: scripts(byLanguage?.it),
    en: scripts(byLanguage?.en),
  });
  const texts = (byLanguage: HeadTexts | undefined): HeadTexts => ({
    ...(typeof byLanguage?.it === 'string' ? { it: byLanguage.it } : {}),
    ...(typeof byLanguage?.en === 'string' ? { en: byLanguage.en } : {}),
  });
  return {
    defaultLanguage: isLanguage(manifest.defaultLanguage) ? manifest.defaultLanguage : 'it',
    notFoundTitles: texts(manifest.notFoundTitles),
    descriptions: texts(manifest.descriptions),
    routes: (manifest.routes ?? []).map((route) => ({
      pattern: routePattern(route.path),
      titles: texts(route.titles),
      access: route.access,
      scripts: scripts(route.scripts),
      catalogues: catalogues(route.catalogues),
      tabs: route.tabs
        ? {
            param: route.tabs.param,
            fallback: route.tabs.fallback,
            panels: new Map(
              Object.entries(route.tabs.panels ?? {}).map(([tab, panel]) => [
                tab,
                { scripts: scripts(panel.scripts), catalogues: catalogues(panel.catalogues) },
              ]),
            ),
          }
        : null,
    })),
    session: scripts(manifest.session),
    sessionCatalogues: catalogues(manifest.sessionCatalogues),
    entryCatalogues: catalogues(manifest.entryCatalogues),
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

/** The address's path, without its query or fragment. */
function pathnameOf(url: string): string {
  return url.split(/[?#]/, 1)[0];
}

/**
 * Whether the SPA's route table (the build's manifest, written from src/app/routes.tsx) has a page at this address;
 * any other address is the SPA's not-found page, answered 404. Without a manifest (a build that wrote none) there is
 * nothing to tell from, and every address counts as a page.
 */
export function isSpaRoute(distDir: string, url: string): boolean {
  const preloads = preloadsFor(distDir);
  if (!preloads) return true;
  const pathname = pathnameOf(url);
  return preloads.routes.some((route) => route.pattern.test(pathname));
}

/** A tabbed page's tab for this address: the one its query parameter names, else the page's default tab. */
function shownTab(tabs: NonNullable<CompiledRoute['tabs']>, request: FastifyRequest) {
  const named = (request.query as Record<string, unknown> | undefined)?.[tabs.param];
  return (typeof named === 'string' ? tabs.panels.get(named) : undefined) ?? tabs.panels.get(tabs.fallback);
}

/**
 * The scripts this navigation's page will ask for once the entry has run: the texts of the language it starts in,
 * its route's screen chunks with their texts (on a tabbed page, with the tab the address names), and for a logged-in
 * visitor the chunks every logged-in page loads. A page the SPA will redirect away from (a member page without a
 * session, a guest page with one) gets only the entry's texts. Only a hint: the SPA loads the same files either way
 * (a tabbed page may open on the tab remembered for the browser session instead).
 */
export function routePreloadScripts(distDir: string, request: FastifyRequest): string[] {
  const preloads = preloadsFor(distDir);
  if (!preloads) return [];
  const pathname = pathnameOf(request.url);
  const loggedIn = looksLoggedIn(request);
  const language = languageCookie(request) ?? preloads.defaultLanguage;
  const route = preloads.routes.find((candidate) => candidate.pattern.test(pathname));
  const shown =
    route && !(route.access === 'auth' && !loggedIn) && !(route.access === 'guestOnly' && loggedIn) ? route : null;
  const tab = shown?.tabs ? shownTab(shown.tabs, request) : undefined;
  return [
    ...new Set([
      ...preloads.entryCatalogues[language],
      ...(loggedIn ? [...preloads.session, ...preloads.sessionCatalogues[language]] : []),
      ...(shown ? [...shown.scripts, ...shown.catalogues[language]] : []),
      ...(tab ? [...tab.scripts, ...tab.catalogues[language]] : []),
    ]),
  ];
}

/** `<link rel="preload">` tags for those scripts, placed at the end of <head> after the entry's own scripts. */
export function injectRoutePreloads(html: string, scripts: string[]): string {
  return beforeHeadEnd(html, scripts.map((src) => `<link rel="preload" as="script" href="${src}">`).join(''));
}

/** What a page's <head> says before the SPA runs: its language, and its title and description in that language. */
export interface PageHead {
  language: Language;
  /** Null when the build's manifest has none (an older build, or no build): the page keeps its own. */
  title: string | null;
  description: string | null;
}

/**
 * The language this navigation's page starts in (the `lang` cookie, else the build's default language) with the
 * route's title (the not-found title for an address that is no route) and the meta description in that language.
 */
export function pageHeadOf(distDir: string, request: FastifyRequest): PageHead {
  const preloads = preloadsFor(distDir);
  const language = languageCookie(request) ?? preloads?.defaultLanguage ?? DEFAULT_LANGUAGE;
  if (!preloads) return { language, title: null, description: null };
  const pathname = pathnameOf(request.url);
  const route = preloads.routes.find((candidate) => candidate.pattern.test(pathname));
  return {
    language,
    title: (route ? route.titles : preloads.notFoundTitles)[language] ?? null,
    description: preloads.descriptions[language] ?? null,
  };
}
