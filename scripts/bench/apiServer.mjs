// Processes for the API benches: the real compiled server (production mode, its own DATA_DIR) and a bare Fastify
// hello route beside it, both on loopback, plus their resident memory from /proc.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { compiledServer, serverNodeEnv } from '../lib/serverBuild.mjs';

export const CLIENT_KEY = { 'x-campo-key': 'campo-web-dev-key' };
const START_DEADLINE_MS = 240000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB (VmRSS), or null once it is gone. */
export function residentMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function waitFor(url, child, logFile) {
  const started = Date.now();
  while (Date.now() - started < START_DEADLINE_MS) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const log = logFile && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
  child.kill('SIGKILL');
  throw new Error(`${url} did not answer${log ? `; log:\n${log}` : ''}`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10000).unref();
    });
}

/**
 * The compiled server in production mode with `npm start`'s node flags on a free loopback port. `dataDir` defaults
 * to a new temp folder (seeded with the demo data on first start); `env` adds settings (DATABASE_URL, WORKERS...).
 */
export async function startCampo(root, { dataDir, env = {}, nodeArgs = [] } = {}) {
  const entry = await compiledServer(root);
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'campo-bench-'));
  const port = await freePort();
  const logFile = path.join(dir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: serverNodeEnv({
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_ON_EMPTY: 'true',
    }),
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child, logFile);
  return { url, pid: child.pid, dataDir: dir, logFile, stop: stopper(child) };
}

const BARE_SERVER = `
const fastify = require('fastify')({ logger: false });
fastify.get('/hello', async () => ({ hello: 'world' }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** A bare Fastify hello route: the yardstick the API's req/s are compared with. */
export async function startBare(root) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/hello`, child);
  return { url, pid: child.pid, stop: stopper(child) };
}

/** Logs in a demo user and returns the bearer headers for the API. */
export async function loginHeaders(url, email = 'mario@campo.test', password = 'campo1234') {
  const response = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { ...CLIENT_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  return { ...CLIENT_KEY, authorization: `Bearer ${data.token}` };
}
