import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const nonces = new WeakMap<ServerResponse, string>();

/** Created on first use, so only HTML responses pay for the random bytes. */
function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/** This response's CSP nonce: the one in the header and the one to write into index.html. */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

function styleNonceSource(_request: IncomingMessage, response: ServerResponse): string {
  return `'nonce-${nonceOf(response)}'`;
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

/** What every non-HTML response (JSON, scripts, images) carries; the page-level headers mean nothing there. */
export const MINIMAL_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * helmet's full set (CSP with a fresh style nonce, HSTS, frame and opener policies...) on HTML responses only;
 * a page that already set its own CSP (Swagger UI) keeps it. Everything else gets MINIMAL_HEADERS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A callback hook (helmet's middleware sets the headers synchronously): no promise and microtask per response.
    if (!isHtml(reply)) reply.headers(MINIMAL_HEADERS);
    else if (reply.hasHeader('content-security-policy')) reply.helmet({ contentSecurityPolicy: false });
    else reply.helmet();
    done(null, payload);
  });
}
