import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// Reset tokens are JWTs of their own kind: another issuer and a key derived for this purpose only, so a session
// token never resets a password and a reset token never opens a session (auth/tokens.ts checks issuer 'campo').
const ISSUER = 'campo-password-reset';
const ALGORITHM = 'HS256';
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

export interface ResetClaims {
  userId: string;
  /** The password_reset_codes row the code was checked against; resetting marks it used. */
  codeId: string;
}

export interface ResetTokens {
  sign(claims: ResetClaims): Promise<string>;
  verify(token: string): Promise<ResetClaims | null>;
}

export function createResetTokens(secret: string): ResetTokens {
  const key = createHmac('sha256', secret).update('campo password reset tokens').digest();
  return {
    sign: ({ userId, codeId }) =>
      new SignJWT({ cid: codeId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${RESET_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        if (typeof payload.sub !== 'string' || typeof payload.cid !== 'string') return null;
        return { userId: payload.sub, codeId: payload.cid };
      } catch {
        return null;
      }
    },
  };
}
