// `npm run bench -- diagnose api-profile`: a V8 CPU profile of the compiled server (production mode) while one route is
// under load, summed by package (node_modules/<name>, node internals, Campo's own code) and by function (self
// time), to find what a request spends its CPU on. BENCH_PROFILE_ROUTE picks the route (events, detail, profile,
// favourite, products, health, or the chat's firstPage, olderPage, inbox, teams, send; default events; or a shop route
// of api-shop's list as `mario:<key>` or `bench:<key>`, e.g. bench:carts, mario:myOrdersSearch, on the shop bench's
// seed), BENCH_PROFILE_REQUESTS the requests (default 20,000); the
// .cpuprofile file is kept (its path is printed) for Chromium's DevTools. BENCH_PROFILE_FLAGS adds node flags
// after `npm start`'s (e.g. "--max-semi-space-size=16" to weigh a V8 setting). With DATABASE_URL set the server runs
// on that PostgreSQL (its database seeded as `npm start` seeds an empty one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiRoutes } from './api.mjs';
import { chatRoutes } from './apiChat.mjs';
import { startCampo } from './apiServer.mjs';
import { BENCH_SHOPPER, seedShopMember, shopRoutes } from './apiShop.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUTE = process.env.BENCH_PROFILE_ROUTE ?? 'events';
const REQUESTS = Number(process.env.BENCH_PROFILE_REQUESTS ?? 20000);
const FLAGS = process.env.BENCH_PROFILE_FLAGS?.split(' ').filter(Boolean) ?? [];
const TOP = 25;

// V8 stamps samples with the monotonic clock, the one process.hrtime reads.
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

function fire(options, amount) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, amount, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Where a profile node's code lives: a package, Node's own modules, or Campo. */
function ownerOf(url) {
  if (!url) return '(native / V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  return url.includes('dist-server') ? 'campo (dist-server)' : url;
}

/** Self time per node over the samples taken inside `window` (monotonic microseconds, as the profile's clock). */
function summarise(profile, window) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map();
  // timeDeltas[i] is the time before samples[i]: the sample's node ran for the next delta.
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    if (at < window.from || at > window.to) return;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
  });
  const byOwner = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const [id, micros] of selfMicros) {
    const { callFrame } = byId.get(id);
    total += micros;
    if (callFrame.functionName === '(idle)') continue;
    const owner = ownerOf(callFrame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
    const name = `${callFrame.functionName || '(anonymous)'} ${owner === 'campo (dist-server)' ? `main.mjs:${callFrame.lineNumber + 1}` : owner}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  }
  const idle = [...selfMicros]
    .filter(([id]) => byId.get(id).callFrame.functionName === '(idle)')
    .reduce((sum, [, m]) => sum + m, 0);
  return { total, idle, byOwner, byFunction };
}

export async function benchApiProfile() {
  const seeded = await startCampo(root);
  await seeded.stop();
  const [shopMember, shopRoute] = ROUTE.includes(':') ? ROUTE.split(':') : [];
  if (shopMember) seedShopMember(path.join(seeded.dataDir, 'campo.sqlite'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campo-profile-'));
  const env = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
  const campo = await startCampo(root, {
    dataDir: seeded.dataDir,
    env: { ...env, MESSAGE_RATE_LIMIT_MAX: '100000' },
    nodeArgs: [...FLAGS, '--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  let result;
  const window = {};
  try {
    const email = shopMember === 'bench' ? BENCH_SHOPPER.email : 'mario@campo.test';
    const routes = shopMember
      ? await shopRoutes(campo.url, email)
      : { ...(await apiRoutes(campo.url)), ...(await chatRoutes(campo.url)) };
    const { goal: _goal, title: _title, ...options } = routes[shopRoute ?? ROUTE] ?? {};
    if (!options.url) throw new Error(`BENCH_PROFILE_ROUTE must be one of ${Object.keys(routes).join(', ')}`);
    await fire(options, Math.max(1000, REQUESTS / 4));
    window.from = monotonicMicros();
    result = await fire(options, REQUESTS);
    window.to = monotonicMicros();
  } finally {
    await campo.stop();
  }
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  const { total, idle, byOwner, byFunction } = summarise(
    JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')),
    window,
  );
  const busy = total - idle;
  const share = (micros) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %`;
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  const lines = [
    `${ROUTE}: ${result.requests.total.toLocaleString('en-GB')} requests profiled after warm-up, ` +
      `${(busy / result.requests.total).toFixed(0)} us of busy CPU a request; profile in ${path.join(profileDir, file)}`,
    '  self time by owner:',
    ...sorted(byOwner)
      .slice(0, 15)
      .map(([owner, micros]) => `    ${share(micros)}  ${owner}`),
    `  top ${TOP} functions by self time:`,
    ...sorted(byFunction)
      .slice(0, TOP)
      .map(([name, micros]) => `    ${share(micros)}  ${name}`),
  ];
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const text of await benchApiProfile()) console.info(text);
}
