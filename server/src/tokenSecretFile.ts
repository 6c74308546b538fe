import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const TOKEN_SECRET_FILE = 'token-secret';

type Env = Record<string, string | undefined>;

/**
 * Production needs TOKEN_SECRET; when none is set, a random one is generated once and kept in
 * `<DATA_DIR>/token-secret`, so `npm start` works out of the box and tokens survive restarts.
 * On PostgreSQL the secret is kept in the database instead, where every instance reads the same
 * (auth/sharedTokenSecret.ts). Returns the file used, or null when the environment already decides.
 */
export function fillTokenSecretFromDataDir(env: Env): string | null {
  if (env.NODE_ENV !== 'production' || env.TOKEN_SECRET?.trim() || env.DATABASE_URL?.trim()) return null;
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const file = path.join(dataDir, TOKEN_SECRET_FILE);
  let secret = '';
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    // created below
  }
  if (!secret) {
    secret = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  env.TOKEN_SECRET = secret;
  return file;
}
