import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from './apiPaths';
import { beforeHeadEnd, picturePreload } from './headTags';
import { pageLanguage, pageSessionToken } from './pageSession';

/** The element the SPA reads its page data from (src/api/pageData.ts). */
export const PAGE_DATA_ELEMENT_ID = 'campo-page-data';

/**
 * A page whose first view waits on one API answer: the list pages, whose largest paint is their first card's
 * picture. `apiPath` must be exactly what the SPA asks for first on that page (path and query, below /api).
 */
export interface PageDataSource {
  page: RegExp;
  apiPath: string;
  /** The picture of the page's largest paint in that answer, preloaded beside the scripts. */
  picture: (answer: unknown) => string | null | undefined;
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
 * The index.html transform that saves a list page its first round trip: the API answer the SPA is about to ask for,
 * for this member and language, goes into the page, with the first card's picture preloaded. The answer comes from
 * the API route itself (an in-process request with the member's token and the client key), so it is byte for byte
 * what the SPA would fetch, checked the same way (a dead session gets nothing). The SPA uses it once, for that
 * request only, and only in that language (src/api/pageData.ts).
 */
export function createPageDataHtml(app: FastifyInstance, secretHeader: { name: string; value: string }, sources: PageDataSource[]) {
  return async (html: string, request: FastifyRequest): Promise<string> => {
    const source = sources.find(({ page }) => page.test(request.url));
    if (!source) return html;
    const token = pageSessionToken(request);
    if (!token) return html;
    const language = pageLanguage(request);
    const answer = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}${source.apiPath}`,
      remoteAddress: request.ip,
      headers: { authorization: `Bearer ${token}`, [secretHeader.name]: secretHeader.value, 'accept-language': language },
    });
    if (answer.statusCode !== 200) return html;
    const picture = source.picture(answer.json());
    return beforeHeadEnd(html, pageDataScript([{ path: source.apiPath, language, body: answer.body }]) + picturePreload(picture ?? null));
  };
}
