import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/src/testing/freePort';

const root = path.resolve(__dirname, '..');

async function waitForHealth(url: string, logFile: string, deadlineMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy; its log:\n${fs.readFileSync(logFile, 'utf8')}`);
}

/** Starts the production build on the reference server, seeded, on a free port with a throwaway DATA_DIR. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    const build = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('production build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campo-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SEED_ON_EMPTY: 'true',
      LOG_LEVEL: 'warn',
      // Every journey logs in or signs up from the same address: lift the per-IP auth limit for the test server.
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', log, log],
  });
  await waitForHealth(baseUrl, logFile, 90_000);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    if (process.env.E2E_KEEP_DATA !== 'true') fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
