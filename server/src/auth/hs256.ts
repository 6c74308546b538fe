import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/** The registered claims checked here plus whatever else the token carries. */
export type JwtPayload = Record<string, unknown> & { sub?: unknown; iss?: unknown; exp?: unknown; nbf?: unknown };

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function decodeJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function hs256Key(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

/**
 * An HS256 JWT's payload when its signature, issuer and time claims hold; null otherwise. node:crypto's HMAC with
 * a key made once, where jose imported the key again on every call (15% of a request's CPU). Compares the
 * canonical base64url signature in constant time, so a re-encoded signature does not pass either.
 */
export function verifyHs256(
  token: string,
  key: KeyObject,
  issuer: string,
  nowSeconds = Date.now() / 1000,
): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = decodeJson(headerPart);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined) return null;
  const expected = Buffer.from(createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest('base64url'));
  const given = Buffer.from(signaturePart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodeJson(payloadPart);
  if (!payload || payload.iss !== issuer) return null;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowSeconds)) return null;
  return payload;
}
