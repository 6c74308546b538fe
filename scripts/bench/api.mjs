// `npm run bench -- api`: the real server (compiled, production mode, one process, demo seed) under autocannon at
// 50 connections next to a bare Fastify hello route in the same run: req/s, ratio to bare and p99 per route, and
// the server's resident memory after start and at its peak under load. Runs again on PostgreSQL when
// DATABASE_URL is set. After each, the scale-out part (apiScaleOut.mjs: two processes beside the one; BENCH_SCALE_OUT=0
// skips it). Figures are reported, never asserted (goals from issue 9 shown beside them).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loginHeaders, residentMb, startBare, startCampo } from './apiServer.mjs';
import { benchScaleOut } from './apiScaleOut.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;

/** Issue 9's goals: share of the bare route's req/s, and the memory ceilings. */
export const GOALS = { events: 12, detail: 8, profile: 8, favourite: 5 };
const MEMORY_GOALS = { startMb: 120, loadMb: 200 };
export const P99_GOAL_MS = { events: 50 };

function fire(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Every route once under load before any is measured, so the first measured route does not pay for the JIT. */
export async function warmUp(routes) {
  for (const options of Object.values(routes)) await fire({ ...options, duration: WARM_UP_SECONDS });
}

/** Warm-up, then the measured run; the server's RSS is sampled while it runs. */
export async function measure(options, pid) {
  await fire({ ...options, duration: WARM_UP_SECONDS });
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid) ?? 0)), 100);
  const result = await fire({ ...options, duration: SECONDS });
  clearInterval(sampler);
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    peakMb,
  };
}

/** The routes measured, as autocannon options, for a logged-in demo user. */
export async function apiRoutes(url) {
  const headers = await loginHeaders(url);
  const list = await (await fetch(`${url}/api/user/events?limit=10`, { headers })).json();
  const eventId = list.data[0]._id;
  const put = (isFavourite) => ({
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ isFavourite }),
  });
  return {
    events: { title: 'GET /api/user/events', url: `${url}/api/user/events`, headers },
    detail: { title: 'GET /api/user/event/{id}', url: `${url}/api/user/event/${eventId}`, headers },
    profile: { title: 'GET /api/user/profile', url: `${url}/api/user/profile`, headers },
    products: { title: 'GET /api/user/products', url: `${url}/api/user/products`, headers },
    favourite: {
      title: 'PUT /api/user/favourite/event/{id}',
      url: `${url}/api/user/favourite/event/${eventId}`,
      requests: [put(true), put(false)],
    },
    health: { title: 'GET /api/health', url: `${url}/api/health` },
  };
}

const pad = (text, width) => String(text).padEnd(width);
const rate = (value) => `${Math.round(value).toLocaleString('en-GB')} req/s`;

export function line(title, figures, bare, goal, p99Goal) {
  const ratio = (figures.perSecond / bare.perSecond) * 100;
  const goalText = goal ? ` (goal >= ${goal} %${ratio >= goal ? ', met' : ', NOT met'})` : '';
  const p99Text = p99Goal ? ` (goal < ${p99Goal} ms${figures.p99 < p99Goal ? ', met' : ', NOT met'})` : '';
  const failures = figures.failures ? `, ${figures.failures} failed` : '';
  return (
    `  ${pad(title, 36)} ${pad(rate(figures.perSecond), 14)} ${pad(`${ratio.toFixed(1)} % of bare${goalText}`, 38)} ` +
    `p99 ${figures.p99} ms${p99Text}${failures}`
  );
}

async function benchOne(label, env) {
  // The first start seeds the demo data; memory is read after a plain restart on that database.
  const seeded = await startCampo(root, { env });
  await seeded.stop();
  const bare = await startBare(root);
  const campo = await startCampo(root, { env, dataDir: seeded.dataDir });
  const lines = [];
  let scaleOut;
  try {
    const startMb = residentMb(campo.pid);
    const routes = await apiRoutes(campo.url);
    await warmUp(routes);
    const results = {};
    for (const [key, options] of Object.entries(routes)) results[key] = await measure(options, campo.pid);
    const bareFigures = await measure({ url: `${bare.url}/hello` }, bare.pid);
    const peakMb = Math.max(...Object.values(results).map((figures) => figures.peakMb));
    lines.push(
      `${label}: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARM_UP_SECONDS} s of warm-up, loopback`,
      line('bare Fastify hello route', bareFigures, bareFigures),
    );
    for (const [key, options] of Object.entries(routes)) {
      lines.push(line(options.title, results[key], bareFigures, GOALS[key], P99_GOAL_MS[key]));
    }
    lines.push(
      `  server resident memory: ${startMb.toFixed(0)} MB after start (goal <= ${MEMORY_GOALS.startMb}), ` +
        `${peakMb.toFixed(0)} MB peak under load (goal <= ${MEMORY_GOALS.loadMb}); ` +
        `bare Fastify ${bareFigures.peakMb.toFixed(0)} MB`,
    );
    scaleOut = { label, env, dataDir: seeded.dataDir, oneProcess: results, routes };
  } finally {
    await campo.stop();
    await bare.stop();
  }
  if (process.env.BENCH_SCALE_OUT !== '0') lines.push(...(await benchScaleOut(root, scaleOut)));
  return lines;
}

/** The API benchmark as lines of text: SQLite, then PostgreSQL when DATABASE_URL is set. */
export async function benchApi() {
  const lines = await benchOne('SQLite (demo seed)', {});
  if (process.env.DATABASE_URL)
    lines.push(...(await benchOne('PostgreSQL (DATABASE_URL)', { DATABASE_URL: process.env.DATABASE_URL })));
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const text of await benchApi()) console.info(text);
}
