import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { isApiPath, isPublicApiPath } from './apiPaths';
import { coreTexts } from '../i18n/catalogue';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Browsers cannot set headers on a WebSocket: its upgrade request may carry the key as `?key=` instead. */
function webSocketKey(request: FastifyRequest): unknown {
  if (String(request.headers.upgrade ?? '').toLowerCase() !== 'websocket') return undefined;
  return (request.query as Record<string, unknown> | undefined)?.key;
}

/** Every /api request except health and docs must carry the fixed client key header (CONVENTIONS.md). */
export function registerClientKeyCheck(app: FastifyInstance, secretHeader: AppConfig['secretHeader']): void {
  const expected = digest(secretHeader.value);
  // A callback hook, not an async one: no promise and microtask on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isApiPath(request.url) || isPublicApiPath(request.url)) return done();
    const sent = request.headers[secretHeader.name] ?? webSocketKey(request);
    // Hashing both sides gives equal-length buffers, so the comparison time says nothing about the key.
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      return done(coreTexts.error(403, 'http.clientKeyMissing'));
    }
    done();
  });
}
