import { SignJWT } from 'jose';
import { hs256Key, verifyHs256 } from './hs256';

const SECRET = 'a-secret-long-enough-for-hs256-tests';
const key = hs256Key(SECRET);
const joseKey = new TextEncoder().encode(SECRET);
const NOW = 1_800_000_000;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function signed(claims: Record<string, unknown>, header: Record<string, unknown> = {}, secret = joseKey) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header }).sign(secret);
}

describe('verifyHs256', () => {
  it('accepts a token jose signed, with its claims', async () => {
    const token = await signed({ sub: 'abc', ver: 2, iss: 'campo', exp: NOW + 60 });
    expect(verifyHs256(token, key, 'campo', NOW)).toEqual({ sub: 'abc', ver: 2, iss: 'campo', exp: NOW + 60 });
  });

  it('rejects expired, not-yet-valid, other-issuer and other-secret tokens', async () => {
    expect(verifyHs256(await signed({ iss: 'campo', exp: NOW }), key, 'campo', NOW)).toBeNull();
    expect(verifyHs256(await signed({ iss: 'campo' }), key, 'campo', NOW)).toBeNull();
    expect(verifyHs256(await signed({ iss: 'campo', exp: NOW + 60, nbf: NOW + 30 }), key, 'campo', NOW)).toBeNull();
    expect(verifyHs256(await signed({ iss: 'other', exp: NOW + 60 }), key, 'campo', NOW)).toBeNull();
    const foreign = await signed({ iss: 'campo', exp: NOW + 60 }, {}, new TextEncoder().encode(`${SECRET}-other`));
    expect(verifyHs256(foreign, key, 'campo', NOW)).toBeNull();
  });

  it('rejects other algorithms, critical headers and malformed tokens', async () => {
    const claims = { iss: 'campo', exp: NOW + 60 };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(verifyHs256(`${encode({ alg: 'none' })}.${encode(claims)}.`, key, 'campo', NOW)).toBeNull();
    expect(verifyHs256(await signed(claims, { crit: ['b64'], b64: true }), key, 'campo', NOW)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', '!!.!!.!!', `${encode({ alg: 'HS256' })}.bm90IGpzb24.abc`]) {
      expect(verifyHs256(bad, key, 'campo', NOW)).toBeNull();
    }
  });

  it('rejects a signature with a changed character, even one that decodes to the same bytes', async () => {
    const token = await signed({ iss: 'campo', exp: NOW + 60 });
    const [header, payload, signature] = token.split('.');
    // The last base64url character of a 32-byte MAC carries 2 padding bits: flipping one keeps the bytes.
    const realiased = signature.slice(0, -1) + BASE64URL[BASE64URL.indexOf(signature.at(-1)!) ^ 1];
    expect(verifyHs256(`${header}.${payload}.${realiased}`, key, 'campo', NOW)).toBeNull();
  });
});
