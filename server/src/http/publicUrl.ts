import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Carries the page request's origin into the API requests the server makes for it in-process (page data: app.inject
 * has no host of its own). Its value starts with a key drawn when the process starts, so a client that sends the
 * header over the network cannot choose the origin of the links it is given.
 */
const IN_PROCESS_ORIGIN_HEADER = 'x-campo-in-process-origin';
const IN_PROCESS_KEY = randomBytes(24).toString('hex');

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origin an in-process request was made for, or null when it carries none (or a forged one). */
function inProcessOrigin(request: FastifyRequest): string | null {
  const value = request.headers[IN_PROCESS_ORIGIN_HEADER];
  if (typeof value !== 'string') return null;
  const [key, origin] = value.split(' ', 2);
  const given = Buffer.from(key);
  const expected = Buffer.from(IN_PROCESS_KEY);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || !origin) return null;
  return originOf(origin);
}

/**
 * The address users reach this server at, for every link we hand out (share links, mails, link previews, payment
 * return pages): PUBLIC_URL when set, otherwise the request's own protocol and host, so a user on 127.0.0.1 or a LAN
 * name comes back to the same origin. With TRUST_PROXY, fastify reads them from X-Forwarded-Proto/-Host. The one place
 * that decides it: no route builds an origin by hand.
 */
export function publicUrlOf(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured) return configured;
  return inProcessOrigin(request) ?? originOf(`${request.protocol}://${request.host}`) ?? jobPublicUrl(request.server);
}

/** Headers for an in-process request (app.inject) made on behalf of `request`: its links point where `request` came from. */
export function inProcessOriginHeaders(request: FastifyRequest): Record<string, string> {
  return { [IN_PROCESS_ORIGIN_HEADER]: `${IN_PROCESS_KEY} ${publicUrlOf(request)}` };
}

/** The address for links made outside a request (a background job's mails): PUBLIC_URL, else this server's own. */
export function jobPublicUrl(app: FastifyInstance): string {
  return app.config.publicUrl ?? `http://localhost:${app.config.port}`;
}
