import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from './apiPaths';
import { beforeHeadEnd, picturePreload } from './headTags';
import { looksLoggedIn, pageLanguage, pageSessionToken } from './pageSession';

/** The element the SPA reads its page data from (src/api/pageData.ts). */
export const PAGE_DATA_ELEMENT_ID = 'campo-page-data';

/**
 * An API answer a page's first view waits on: the list pages' (their largest paint is the first card's picture), the
 * event pages' (their banner and title), and on a member's every page the top bar's (their picture, unread counts).
 */
export interface PageDataSource {
  /** Exactly what the SPA asks for first on this page (path and query, below /api), or null for another page. */
  apiPath: (url: string) => string | null;
  /** A member's answer, sent only with a live session; otherwise anyone's (with the member's token when there is one). */
  session: boolean;
  /** The picture of the page's largest paint in that answer, preloaded beside the scripts. */
  picture?: (answer: unknown) => string | null | undefined;
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
  const safe = json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${safe}</script>`;
}

/**
 * The index.html transform that saves a page its first round trips: the API answers the SPA is about to ask for,
 * for this member and language, go into the page, with the page's largest picture preloaded. Those are the page's
 * own first requests (`pageSources`, each for the addresses it names) and, on every page of a logged-in member,
 * what the top bar asks for (`sessionSources`). Each answer comes from the API route itself (an in-process request
 * with the member's token and the client key), so it is byte for byte what the SPA would fetch, checked the same
 * way (a dead session gets nothing). The SPA uses each once, for that request only, and only in that language
 * (src/api/pageData.ts).
 */
export function createPageDataHtml(
  app: FastifyInstance,
  secretHeader: { name: string; value: string },
  pageSources: PageDataSource[],
  sessionSources: PageDataSource[] = [],
) {
  return async (html: string, request: FastifyRequest): Promise<string> => {
    const token = pageSessionToken(request);
    // The SPA asks for a member's data only while its `loggedin` cookie says so.
    const member = token !== null && looksLoggedIn(request);
    const wanted = new Map<string, PageDataSource>();
    for (const source of [...pageSources, ...(member ? sessionSources : [])]) {
      const path = source.apiPath(request.url);
      if (path !== null && !wanted.has(path) && (member || !source.session)) wanted.set(path, source);
    }
    if (wanted.size === 0) return html;
    const language = pageLanguage(request);
    const headers = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      [secretHeader.name]: secretHeader.value,
      'accept-language': language,
    };
    const answers = await Promise.all(
      [...wanted].map(async ([path, source]) => {
        const answer = await app.inject({ method: 'GET', url: `${API_PREFIX}${path}`, remoteAddress: request.ip, headers });
        return answer.statusCode === 200 ? { path, source, body: answer.body } : null;
      }),
    );
    const entries = answers.filter((answer) => answer !== null);
    if (entries.length === 0) return html;
    const pictures = entries.map(({ source, body }) => (source.picture ? (source.picture(JSON.parse(body)) ?? null) : null));
    return beforeHeadEnd(
      html,
      pageDataScript(entries.map(({ path, body }) => ({ path, language, body }))) + pictures.map(picturePreload).join(''),
    );
  };
}
