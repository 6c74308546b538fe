import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const nonces = new WeakMap<ServerResponse, string>();

/** This response's CSP nonce: the one in the header and the one to write into index.html. */
export function cspNonce(reply: FastifyReply): string {
  const nonce = nonces.get(reply.raw);
  if (!nonce) throw new Error('No CSP nonce: registerSecurityHeaders must run before the routes');
  return nonce;
}

function styleNonceSource(_request: IncomingMessage, response: ServerResponse): string {
  return `'nonce-${nonces.get(response) ?? ''}'`;
}

/** The CSP of the SPA's HTML responses (CONVENTIONS.md): scripts from our origin only, styles by nonce. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", styleNonceSource],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** Swagger UI sets inline styles, so /api/docs gets a looser style-src than the SPA. */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** A fresh nonce per request, then helmet's headers with the CSP that uses it. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
  });
}
