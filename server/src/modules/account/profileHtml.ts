import type { FastifyRequest } from 'fastify';
import type { TokenSigner } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { beforeHeadEnd, picturePreload } from '../../http/headTags';
import { pageSessionToken } from '../../http/pageSession';

/** /profile on its first tab (Account details), whose largest paint is the member's picture. */
const PROFILE_FIRST_TAB = /^\/profile\/?(?:\?(?![^#]*\btab=(?!accountDetails(?:&|#|$)))[^#]*)?(?:#.*)?$/;

const sessionPicture = preparedQuery<{ sessionId: string; userId: string }, { picture: string | null }>((db, values) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.picture')
    .where('sessions.id', '=', values.sessionId)
    .where('sessions.user_id', '=', values.userId),
);

/**
 * The index.html transform for /profile: the logged-in member's picture preloaded, so it downloads beside the app's
 * scripts. Only for a live session (the same check as the API's), and nothing else about the member goes into the
 * page.
 */
export function createProfileHtml(db: Db, tokens: TokenSigner) {
  return async (html: string, request: FastifyRequest): Promise<string> => {
    if (!PROFILE_FIRST_TAB.test(request.url)) return html;
    const token = pageSessionToken(request);
    if (!token) return html;
    const claims = await tokens.verify(token);
    if (!claims) return html;
    const [row] = await sessionPicture.execute(db, { sessionId: claims.sessionId, userId: claims.userId });
    return beforeHeadEnd(html, picturePreload(row?.picture ?? null));
  };
}
