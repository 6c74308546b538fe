import { hashPassword, verifyPassword } from '../lib/passwords';

// passwords.ts lives in server/src/lib; its tests sit with the db layer that owns it.
describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('campo1234');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain('campo1234');
    await expect(verifyPassword(hash, 'campo1234')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'campo12345')).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('answers false, never throws, for a stored value that is not an argon2 hash', async () => {
    await expect(verifyPassword('', 'x')).resolves.toBe(false);
    await expect(verifyPassword('$2b$10$notargon', 'x')).resolves.toBe(false);
    await expect(verifyPassword('$argon2id$broken', 'x')).resolves.toBe(false);
  });
});
