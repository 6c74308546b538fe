// `npm run bench -- diagnose api-perf`: where one route's CPU goes below JavaScript, by Linux `perf`: the compiled server
// (production mode, `--perf-basic-prof` so JIT code has names) is sampled while the route is under load, and the
// self time is summed by shared object (node, SQLite's better_sqlite3.node, the kernel, libc) and by symbol. It shows
// what the V8 profile of `api-profile` folds into its JavaScript callers: SQLite re-preparing a statement, V8
// encoding a response's text, the kernel's socket writes. BENCH_PERF_ROUTE picks the route (as BENCH_PROFILE_ROUTE),
// the API bench's run is what is sampled (BENCH_API_SECONDS). Needs `perf` (Debian: `apt-get install linux-perf`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoutes, measure, warmUp } from './api.mjs';
import { startCampo } from './apiServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUTE = process.env.BENCH_PERF_ROUTE ?? 'events';
const TOP = 30;

/** `perf report`'s table (self time, no call graph) sorted by `key`, as lines. */
function report(dataFile, key) {
  const { stdout } = spawnSync(
    'perf',
    ['report', '-i', dataFile, '--no-children', '--sort', key, '-g', 'none', '--stdio'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return stdout.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
}

export async function benchApiPerf() {
  if (spawnSync('perf', ['--version']).status !== 0)
    return ['perf is not installed (Debian: apt-get install linux-perf)'];
  const seeded = await startCampo(root);
  await seeded.stop();
  const campo = await startCampo(root, { dataDir: seeded.dataDir, nodeArgs: ['--perf-basic-prof'] });
  const dataFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'campo-perf-')), 'perf.data');
  let figures;
  try {
    const routes = await apiRoutes(campo.url);
    const options = routes[ROUTE];
    if (!options) throw new Error(`BENCH_PERF_ROUTE must be one of ${Object.keys(routes).join(', ')}`);
    await warmUp({ [ROUTE]: options });
    const perf = spawn('perf', ['record', '-F', '1999', '-g', '-p', String(campo.pid), '-o', dataFile], {
      stdio: 'ignore',
    });
    const stopped = new Promise((resolve) => perf.once('exit', resolve));
    figures = await measure(options, campo.pid);
    perf.kill('SIGINT');
    await stopped;
  } finally {
    await campo.stop();
    // --perf-basic-prof's symbol map and the V8 log it opens in the server's folder.
    fs.rmSync(`/tmp/perf-${campo.pid}.map`, { force: true });
    for (const name of fs.readdirSync(root))
      if (name.endsWith(`-${campo.pid}-v8.log`)) fs.rmSync(path.join(root, name), { force: true });
  }
  return [
    `${ROUTE}: ${Math.round(figures.perSecond).toLocaleString('en-GB')} req/s while sampled (perf's own cost included); data in ${dataFile}`,
    '  self time by shared object:',
    ...report(dataFile, 'dso').slice(0, 8),
    `  top ${TOP} symbols by self time ([k] kernel, [.] user space, JS: JIT code):`,
    ...report(dataFile, 'sym').slice(0, TOP),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const text of await benchApiPerf()) console.info(text);
}
