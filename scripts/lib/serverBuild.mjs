// The compiled server for `npm start` and the API bench: esbuild (shipped with tsx) bundles server/src/main.ts
// into dist-server/main.mjs, rebuilt when a server source is newer. Packages stay external (native modules).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './newestMtime.mjs';

const ENTRY = path.join('server', 'src', 'main.ts');
const OUT_DIR = 'dist-server';
const INPUTS = ['server/src', 'package-lock.json', 'tsconfig.json'];

/**
 * The environment of the compiled server (`npm start`, the benches): its node flags go first in NODE_OPTIONS, so
 * an operator's own NODE_OPTIONS can override them. Measured under the API bench (50 connections, README):
 * - V8's young generation defaults to 16 MB semi-spaces, which startup's garbage alone fills: 4 MB keeps about
 *   20 MB less resident after start (`--max-semi-space-size=16` trades that back).
 * - With its default heap limit (a share of the machine's memory) V8 lets the old generation grow to 4 times what
 *   survived its last full collection: 210 MB resident under load. Any explicit limit up to about 1 GB caps that
 *   growth at 2 times: 130-140 MB. 512 MB is far above the server's live data. With the cap, 2 MB semi-spaces
 *   cost the event detail and the favourite write 15-25 % more CPU (more garbage promoted to the old generation,
 *   collected more often); 4 MB is as fast as without the cap.
 * Stack traces name dist-server/main.mjs lines; `NODE_OPTIONS=--enable-source-maps` maps them to server/src (the
 * source map costs 2-4 MB resident).
 */
export function serverNodeEnv(env) {
  const flags = ['--max-semi-space-size=4', '--max-old-space-size=512'];
  return { ...env, NODE_OPTIONS: [...flags, env.NODE_OPTIONS].filter(Boolean).join(' ') };
}

/** The compiled entry point, built first when missing or older than its sources. */
export async function compiledServer(root) {
  const outFile = path.join(root, OUT_DIR, 'main.mjs');
  const built = fs.statSync(outFile, { throwIfNoEntry: false });
  const stale = !built || INPUTS.some((input) => newestMtime(path.join(root, input)) > built.mtimeMs);
  if (stale) {
    console.info('Compiling the server (esbuild)...');
    await build({
      entryPoints: [path.join(root, ENTRY)],
      outfile: outFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    });
  }
  return outFile;
}
