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
 * an operator's own NODE_OPTIONS can override them. V8's young generation defaults to 16 MB semi-spaces, which
 * startup's garbage alone fills: 2 MB keeps about 25 MB less resident after start and under load, for about 5 %
 * more of a request's CPU in the garbage collector (profiled on the events list: 4-5 % of samples, then 9 %).
 * `NODE_OPTIONS=--max-semi-space-size=16` trades the memory back. Stack traces name dist-server/main.mjs lines;
 * `NODE_OPTIONS=--enable-source-maps` maps them to server/src (the source map costs 2-4 MB resident).
 */
export function serverNodeEnv(env) {
  return { ...env, NODE_OPTIONS: ['--max-semi-space-size=2', env.NODE_OPTIONS].filter(Boolean).join(' ') };
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
