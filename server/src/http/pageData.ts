import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { API_PREFIX } from './apiPaths';
import { beforeHeadEnd, picturePreload } from './headTags';
import { looksLoggedIn, pageLanguage, pageSessionToken } from './pageSession';
import { inProcessOriginHeaders } from './publicUrl';
import { speedUpOn } from '../speedUps';

/** The element the SPA reads its page data from (src/api/pageData.ts). */
export const PAGE_DATA_ELEMENT_ID = 'campo-page-data';

/**
 * What a GET route declares beside itself (route option `config.pageData`) when the SPA asks for it first on some
 * pages: the list pages (their largest paint is the first card's picture), the event pages (their banner and title),
 * a group's page (its description and members), and on a member's every page the top bar's answers (the profile,
 * the cart, the bell, the unread counts).
 */
export interface PageDataDeclaration {
  /**
   * The SPA addresses (path, query and hash) whose first view asks for the route; its groups fill the route's params
   * in order. `everyPage`: every page of a logged-in member.
   */
  pages: RegExp | 'everyPage';
  /** The query the SPA sends, exactly as it writes it (it looks an answer up by path and query). */
  query?: string;
  /** The picture of the page's largest paint in the answer, preloaded beside the scripts. */
  picture?: (answer: unknown) => string | null | undefined;
}

/** A declaration with the route it names. */
interface PageDataSource {
  /** Exactly what the SPA asks for first on this page (path and query, below /api), or null for another page. */
  apiPath: (url: string) => string | null;
  /** A member's answer (the route needs a bearer token), asked only with a live session; otherwise anyone's. */
  session: boolean;
  everyPage: boolean;
  picture?: PageDataDeclaration['picture'];
}

function sourceOf(route: RouteOptions, declaration: PageDataDeclaration): PageDataSource {
  const routePath = route.url.slice(API_PREFIX.length);
  const withQuery = (path: string) => (declaration.query ? `${path}?${declaration.query}` : path);
  const { pages } = declaration;
  return {
    apiPath:
      pages === 'everyPage'
        ? () => withQuery(routePath)
        : (url) => {
            const match = pages.exec(url);
            if (!match) return null;
            let group = 0;
            return withQuery(routePath.replace(/:\w+/g, () => encodeURIComponent(match[(group += 1)] ?? '')));
          },
    session: JSON.stringify(route.schema?.security ?? []).includes('bearerAuth'),
    everyPage: pages === 'everyPage',
    picture: declaration.picture,
  };
}

/**
 * The page data the API's GET routes declare, gathered as they are registered: call it before registering them.
 * The pages' own answers come first, then those of every member page.
 */
export function pageDataOfRoutes(app: FastifyInstance): PageDataSource[] {
  const sources: PageDataSource[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'GET') return;
    for (const declaration of route.config?.pageData ?? []) sources.push(sourceOf(route, declaration));
    sources.sort((a, b) => Number(a.everyPage) - Number(b.everyPage));
  });
  return sources;
}

interface PageDataEntry {
  path: string;
  language: string;
  /** The API's answer as it sent it: raw JSON text, put into the page as JSON. */
  body: string;
}

/**
 * A JSON data block (never run: CSP does not apply, nothing to execute). `<` and the two JavaScript line separators
 * can only occur inside JSON strings, where their escapes mean the same: no `</script>` can close the block early.
 */
export function pageDataScript(entries: PageDataEntry[]): string {
  const json = `[${entries.map(({ path, language, body }) => `{"path":${JSON.stringify(path)},"language":${JSON.stringify(language)},"body":${body}}`).join(',')}]`;
  const safe = json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${safe}</script>`;
}

/**
 * The index.html transform that saves a page its first round trips: the API answers the SPA is about to ask for,
 * for this member and language, go into the page, with the page's largest picture preloaded: what the routes
 * declare (`pageDataOfRoutes`). Each answer comes from the API route itself (an in-process request
 * with the member's token, the client key and the page's origin), so it is byte for byte what the SPA would fetch, checked the same
 * way (a dead session gets nothing). The SPA uses each once, for that request only, and only in that language
 * (src/api/pageData.ts).
 */
// What it buys (docs/PERFORMANCE.md, `pageData`): Lighthouse's LCP on /events, /products and /profile, 0.4-0.5 s on
// the simulated slow phone (without it the first card or picture waits a round trip after the scripts).
export function createPageDataHtml(
  app: FastifyInstance,
  secretHeader: { name: string; value: string },
  sources: readonly PageDataSource[],
) {
  if (!speedUpOn('pageData')) return async (html: string) => html;
  return async (html: string, request: FastifyRequest): Promise<string> => {
    const token = pageSessionToken(request);
    // The SPA asks for a member's data only while its `loggedin` cookie says so.
    const member = token !== null && looksLoggedIn(request);
    const wanted = new Map<string, PageDataSource>();
    for (const source of sources) {
      const path = source.apiPath(request.url);
      if (path !== null && !wanted.has(path) && (member || !source.session)) wanted.set(path, source);
    }
    if (wanted.size === 0) return html;
    const language = pageLanguage(request);
    const headers = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      [secretHeader.name]: secretHeader.value,
      'accept-language': language,
      // The links in the answers (an event's shareUrl) point where this page was asked, not at app.inject's localhost.
      ...inProcessOriginHeaders(request),
    };
    const answers = await Promise.all(
      [...wanted].map(async ([path, source]) => {
        const answer = await app.inject({
          method: 'GET',
          url: `${API_PREFIX}${path}`,
          remoteAddress: request.ip,
          headers,
        });
        return answer.statusCode === 200 ? { path, source, body: answer.body } : null;
      }),
    );
    const entries = answers.filter((answer) => answer !== null);
    if (entries.length === 0) return html;
    const pictures = entries.map(({ source, body }) =>
      source.picture ? (source.picture(JSON.parse(body)) ?? null) : null,
    );
    return beforeHeadEnd(
      html,
      pageDataScript(entries.map(({ path, body }) => ({ path, language, body }))) +
        pictures.map(picturePreload).join(''),
    );
  };
}
