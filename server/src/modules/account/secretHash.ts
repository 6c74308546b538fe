import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as hex: safe in a URL path segment. */
export function newLinkToken(): string {
  return randomBytes(32).toString('hex');
}

/** Link tokens carry 256 random bits, so a plain sha256 is enough to store them. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * A 6-digit code has only a million values: it is stored as an HMAC keyed with the server secret and bound to
 * its row, so a leaked table cannot be brute-forced offline.
 */
export function codeHash(secret: string, rowId: string, code: string): string {
  return createHmac('sha256', secret).update(`${rowId}:${code}`).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
