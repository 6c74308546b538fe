import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { fillTokenSecretFromDataDir, TOKEN_SECRET_FILE } from './tokenSecretFile';

describe('fillTokenSecretFromDataDir', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'campo-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a production secret once, keeps it in DATA_DIR and reuses it', () => {
    const first: Record<string, string | undefined> = { NODE_ENV: 'production', DATA_DIR: dataDir };
    expect(fillTokenSecretFromDataDir(first)).toBe(path.join(dataDir, TOKEN_SECRET_FILE));
    expect(first.TOKEN_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, TOKEN_SECRET_FILE)).mode & 0o077).toBe(0);
    expect(loadConfig(first).tokenSecret).toBe(first.TOKEN_SECRET);

    const second: Record<string, string | undefined> = { NODE_ENV: 'production', DATA_DIR: dataDir };
    fillTokenSecretFromDataDir(second);
    expect(second.TOKEN_SECRET).toBe(first.TOKEN_SECRET);
    expect(readFileSync(path.join(dataDir, TOKEN_SECRET_FILE), 'utf8').trim()).toBe(first.TOKEN_SECRET);
  });

  it('leaves a configured secret and non-production environments alone', () => {
    const configured = { NODE_ENV: 'production', DATA_DIR: dataDir, TOKEN_SECRET: 'x'.repeat(40) };
    expect(fillTokenSecretFromDataDir(configured)).toBeNull();
    expect(configured.TOKEN_SECRET).toBe('x'.repeat(40));
    const onPostgres: Record<string, string | undefined> = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://campo@db.internal/campo',
    };
    expect(fillTokenSecretFromDataDir(onPostgres)).toBeNull();
    expect(onPostgres.TOKEN_SECRET).toBeUndefined();
    const development: Record<string, string | undefined> = { DATA_DIR: dataDir };
    expect(fillTokenSecretFromDataDir(development)).toBeNull();
    expect(development.TOKEN_SECRET).toBeUndefined();
  });
});
