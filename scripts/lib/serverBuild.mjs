// The compiled server for `npm start` and the API bench: esbuild (shipped with tsx) bundles server/src/main.ts
// into dist-server/main.mjs, rebuilt when a server source is newer. Packages stay external (native modules).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './newestMtime.mjs';

const ENTRY = path.join('server', 'src', 'main.ts');
const OUT_DIR = 'dist-server';
const INPUTS = ['server/src', 'package-lock.json', 'tsconfig.json'];

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
