import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from './apiPaths';
import { beforeHeadEnd, picturePreload } from './headTags';
import { pageLanguage, pageSessionToken } from './pageSession';

/** The element the SPA reads its page data from (src/api/pageData.ts). */
export const PAGE_DATA_ELEMENT_ID = 'campo-page-data';

/**
 * A page whose first view waits on one API answer: the list pages (their largest paint is the first card's picture)
 * and the event pages (their banner and title).
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
 * The index.html transform that saves a page its first round trip: the API answer the SPA is about to ask for,
 * for this member and language, goes into the page, with its largest picture preloaded. The answer comes from
 * the API route itself (an in-process request with the member's token and the client key), so it is byte for byte
 * what the SPA would fetch, checked the same way (a dead session gets nothing). The SPA uses it once, for that
 * request only, and only in that language (src/api/pageData.ts).
 */
export function createPageDataHtml(app: FastifyInstance, secretHeader: { name: string; value: string }, sources: PageDataSource[]) {
  return async (html: string, request: FastifyRequest): Promise<string> => {
    const found = sources.map((source) => ({ source, path: source.apiPath(request.url) })).find(({ path }) => path !== null);
    if (!found?.path) return html;
    const { source, path } = found;
    const token = pageSessionToken(request);
    if (source.session && !token) return html;
    const language = pageLanguage(request);
    const answer = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}${path}`,
      remoteAddress: request.ip,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        [secretHeader.name]: secretHeader.value,
        'accept-language': language,
      },
    });
    if (answer.statusCode !== 200) return html;
    const picture = source.picture?.(answer.json()) ?? null;
    return beforeHeadEnd(html, pageDataScript([{ path, language, body: answer.body }]) + picturePreload(picture));
  };
}
