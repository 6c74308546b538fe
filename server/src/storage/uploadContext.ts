import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Limits for multipart bodies; routes that accept files narrow them further (readMultipartForm). */
const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 7, fields: 60, fieldSize: 100 * 1024, parts: 70 };

// Any instance, whatever its type provider or logger.
type AnyInstance = Pick<FastifyInstance, 'register'>;

/**
 * Registers upload routes in a context of their own with @fastify/multipart (its parser, `request.parts()` and its
 * onRequest and onResponse hooks), so the plugin's hooks run on these routes only rather than on every request.
 * Await it where the routes stand: /api/docs lists routes in the order they are added.
 */
export async function withMultipart<App extends AnyInstance>(app: App, routes: (uploads: App) => void): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: MULTIPART_LIMITS });
    routes(uploads as unknown as App);
  });
}
