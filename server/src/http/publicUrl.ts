import type { FastifyRequest } from 'fastify';

/**
 * The address users reach this server at, for links we hand out (share links, mails, link previews, payment
 * return pages): PUBLIC_URL when set, otherwise the request's own protocol and host, so a user on 127.0.0.1 or
 * a LAN name comes back to the same origin. With TRUST_PROXY, fastify reads them from X-Forwarded-Proto/-Host.
 */
export function publicUrlOf(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured) return configured;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return `http://localhost:${request.server.config.port}`;
  }
}
