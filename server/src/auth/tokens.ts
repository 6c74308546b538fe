import { SignJWT } from 'jose';
import { hs256Key, verifyHs256 } from './hs256';

const ISSUER = 'campo';
const ALGORITHM = 'HS256';
/** Tokens remembered as verified; the map starts over when full (a client re-sends its token on every request). */
const VERIFIED_CACHE_SIZE = 1000;

export interface TokenClaims {
  userId: string;
  /** The sessions row this token belongs to; deleting the row ends the token. */
  sessionId: string;
}

export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token; null for anything malformed, forged, expired or from another issuer. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const verifyKey = hs256Key(secret);
  // A token verified once keeps its claims until it expires: the HMAC and the JSON decoding are a tenth of a
  // short request's CPU. Only the expiry is checked again; logout and password changes act on the session row.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    sign({ userId, sessionId }) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      const nowSeconds = Date.now() / 1000;
      const known = verified.get(token);
      if (known) return known.expiresAt > nowSeconds ? known.claims : null;
      try {
        const payload = verifyHs256(token, verifyKey, ISSUER, nowSeconds);
        if (!payload) return null;
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (payload.nbf === undefined) {
          if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
          verified.set(token, { claims, expiresAt: payload.exp as number });
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}
