// Runs one bench file of this folder in its own Node process through tsx and parses the JSON line it prints.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
/** Each part is bounded in requests and renders; this stops a stuck one. */
const PART_TIMEOUT_MS = 180000;

/** Runs one bench file of this folder in its own Node process (tsx, production React) and parses its JSON line. */
export function runPart(file) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], {
    cwd: root,
    encoding: 'utf8',
    timeout: PART_TIMEOUT_MS,
    // Production builds of React and Redux Toolkit: the dev-only checks would dominate the timings.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const lastLine = run.stdout?.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !lastLine.startsWith('{')) {
    const reason = run.error?.message ?? run.stderr?.trim().split('\n').slice(-5).join('\n') ?? `exit ${run.status}`;
    throw new Error(`${file} failed: ${reason}`);
  }
  return JSON.parse(lastLine);
}
