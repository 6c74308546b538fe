import { SignJWT } from 'jose';
import { hs256Key, verifyHs256 } from './hs256';

const ISSUER = 'campo';
const ALGORITHM = 'HS256';

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
      try {
        const payload = verifyHs256(token, verifyKey, ISSUER);
        if (!payload) return null;
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
