import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, createAuthenticate } from '../auth/authenticate';
import { ApiError } from './apiError';
import { pathOf } from './apiPaths';
import { pageSessionToken } from './pageSession';
import { mayReadUpload } from '../storage/uploadAccess';
import { PRIVATE_KINDS, parseUploadUrl } from '../storage/uploadStore';

// A public upload's name never changes with its content (a new file gets a new name), so caches keep it for a year.
const PUBLIC_CACHING = 'public, max-age=31536000, immutable';
const PRIVATE_CACHING = 'private, no-store';

/**
 * GET /uploads/<kind>/<name>.<ext>, read from the app's upload store (`app.uploads`: folder, database or S3).
 * Public kinds go to anyone, cacheable; private ones (chat pictures, identity documents) only to whom
 * storage/uploadAccess.ts allows, identified by the SPA's session cookie (what an <img> sends) or a Bearer token.
 * Anything else (an unknown or old guessable name, no access, no session) is the same 404 as an unknown path, so an
 * answer never tells that a private file exists.
 */
export function registerUploads(app: FastifyInstance): void {
  const authenticate = createAuthenticate(
    app,
    app.tokens,
    (request) => bearerToken(request) ?? pageSessionToken(request),
  );

  async function viewerId(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    try {
      await authenticate.call(app, request, reply);
      return request.user?.id ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) return null;
      throw error;
    }
  }

  app.get('/uploads/*', async (request, reply) => {
    const url = pathOf(request.url);
    const address = parseUploadUrl(url);
    if (!address) return reply.callNotFound();
    const isPrivate = PRIVATE_KINDS.has(address.kind);
    const userId = isPrivate ? await viewerId(request, reply) : null;
    if (!(await mayReadUpload(app.db, address, url, userId))) return reply.callNotFound();
    const file = await app.uploads.read(url);
    if (!file) return reply.callNotFound();

    reply.header('content-type', file.contentType).header('x-content-type-options', 'nosniff');
    if (isPrivate) return reply.header('cache-control', PRIVATE_CACHING).send(file.bytes);
    const etag = `"${createHash('sha256').update(file.bytes).digest('base64url').slice(0, 32)}"`;
    reply.header('cache-control', PUBLIC_CACHING).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(file.bytes);
  });
}
