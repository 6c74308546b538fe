import { SignJWT } from 'jose';
import { hs256Key, verifyHs256 } from './hs256';

const ISSUER = 'campo';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: string;
  /** users.token_version when issued; bumping the column revokes every older token. */
  tokenVersion: number;
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
    sign({ userId, tokenVersion }) {
      return new SignJWT({ ver: tokenVersion })
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
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
