// `npm start`: the whole product on one machine, in production mode (NODE_ENV=production unless set). Builds the
// SPA when dist/ is missing or older than its sources and compiles the server into dist-server/ the same way, then
// runs the compiled server (which migrates, seeds an empty database and serves the SPA).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './lib/newestMtime.mjs';
import { compiledServer, serverNodeEnv } from './lib/serverBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, process.env.DIST_DIR ?? 'dist', 'index.html');
const buildInputs = ['src', 'public', 'webpack.config.ts', 'babel.config.js', 'package-lock.json'];

function spaNeedsBuild() {
  const built = fs.statSync(distIndex, { throwIfNoEntry: false });
  if (!built) return true;
  return buildInputs.some((input) => newestMtime(path.join(root, input)) > built.mtimeMs);
}

if (spaNeedsBuild()) {
  console.info('Building the web app (webpack, production)...');
  const webpackCli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const build = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [await compiledServer(root)], {
  cwd: root,
  stdio: 'inherit',
  env: serverNodeEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
