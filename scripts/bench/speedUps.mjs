// `npm run bench -- diagnose speed-ups [api|pages]`: what each speed-up buys, measured on and off in one run
// (docs/PERFORMANCE.md, "Speed-ups and what they buy"). Each is turned off through CAMPO_SPEEDUPS_OFF, which only
// this bench sets: server/src/speedUps.ts reads it in the server, webpack.config.ts in the SPA's build.
// - api: the compiled server with every speed-up on beside one server per speed-up off, on the same seeded database,
//   under autocannon next to the bare Fastify route; rounds alternate the variants, so load from elsewhere on the
//   machine falls on both. Prints each route's share of bare (median and range of the rounds) and its CPU per request.
// - pages: Lighthouse (mobile, simulated throttling) on a server without page data, on a build started in one task
//   and on one without the prerendered style sheet, against the product; the gzip KiB per page of a build without the
//   MUI input stand-ins.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiRoutes } from './api.mjs';
import { chatRoutes } from './apiChat.mjs';
import { cpuMicros } from './apiCpu.mjs';
import { startBare, startCampo } from './apiServer.mjs';
import { median, routeCookies, runOnce } from './lighthouse.mjs';
import { measurePageJs } from './pageJs.mjs';
import { benchRoutes, buildSpa, startWebServer } from './webServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUNDS = Number(process.env.BENCH_SPEEDUPS_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SPEEDUPS_SECONDS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_SPEEDUPS_LIGHTHOUSE_RUNS ?? 3);
const CONNECTIONS = 50;
/** A comma-separated subset of the speed-ups, for a closer look at a few. */
const ONLY = process.env.BENCH_SPEEDUPS_ONLY?.split(',');

/** Server speed-ups and the routes whose figure each was made for, per database. */
const SERVER_SPEEDUPS = {
  sqlite: {
    eventCaches: ['events', 'detail'],
    chatCaches: ['firstPage', 'olderPage'],
    chatListCache: ['inbox', 'teams'],
    profileCache: ['profile'],
    arrayRows: ['events', 'detail', 'profile', 'products'],
    literalLimit: ['events', 'products'],
  },
  postgres: {
    eventCaches: ['events', 'detail'],
    chatCaches: ['firstPage', 'olderPage'],
    chatListCache: ['inbox', 'teams'],
    profileCache: ['profile'],
    namedStatements: ['events', 'detail', 'profile', 'products'],
  },
};

function fire(options, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** req/s and server CPU per request of one route, after a second of warm-up. */
async function measure(options, pid) {
  await fire(options, 1);
  const before = cpuMicros(pid);
  const result = await fire(options, SECONDS);
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${options.url}: ${failures} failed requests`);
  return { perSecond: result.requests.average, cpuUs: (cpuMicros(pid) - before) / result.requests.total };
}

const spread = (values) =>
  `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`;

async function benchServerSpeedUps(label, env, allSpeedUps) {
  const speedUps = Object.fromEntries(Object.entries(allSpeedUps).filter(([name]) => !ONLY || ONLY.includes(name)));
  if (Object.keys(speedUps).length === 0) return [];
  const seeded = await startCampo(root, { env });
  await seeded.stop();
  const variants = { on: await startCampo(root, { env, dataDir: seeded.dataDir }) };
  for (const name of Object.keys(speedUps)) {
    variants[name] = await startCampo(root, { env: { ...env, CAMPO_SPEEDUPS_OFF: name }, dataDir: seeded.dataDir });
  }
  const bare = await startBare(root);
  try {
    const routes = Object.fromEntries(
      await Promise.all(
        Object.entries(variants).map(async ([name, server]) => [
          name,
          { ...(await apiRoutes(server.url)), ...(await chatRoutes(server.url)) },
        ]),
      ),
    );
    const routeKeys = [...new Set(Object.values(speedUps).flat())];
    const wanted = (key) => ['on', ...Object.keys(speedUps).filter((name) => speedUps[name].includes(key))];
    // figures[key][variant] = [{ share, cpuUs }, ...] one per round
    const figures = Object.fromEntries(
      routeKeys.map((key) => [key, Object.fromEntries(wanted(key).map((name) => [name, []]))]),
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      const bareRate = (await measure({ url: `${bare.url}/hello` }, bare.pid)).perSecond;
      for (const key of routeKeys) {
        const order = round % 2 === 0 ? wanted(key) : [...wanted(key)].reverse();
        for (const name of order) {
          const { goal: _goal, ...options } = routes[name][key];
          const { perSecond, cpuUs } = await measure(options, variants[name].pid);
          figures[key][name].push({ share: (perSecond / bareRate) * 100, cpuUs });
        }
      }
    }
    const lines = [
      `${label}: ${CONNECTIONS} connections, ${ROUNDS} alternated rounds of ${SECONDS} s per route and variant`,
    ];
    lines.push(
      `  ${'speed-up off'.padEnd(16)} ${'route'.padEnd(28)} % of bare on -> off, median (range)        CPU us/request on -> off`,
    );
    for (const [name, keys] of Object.entries(speedUps)) {
      for (const key of keys) {
        const on = figures[key].on;
        const off = figures[key][name];
        const shares = (list) => list.map((figure) => figure.share);
        const cpu = (list) => median(list.map((figure) => figure.cpuUs));
        lines.push(
          `  ${name.padEnd(16)} ${routes.on[key].title.padEnd(28)} ${spread(shares(on)).padEnd(18)} -> ${spread(shares(off)).padEnd(18)}` +
            `   ${cpu(on).toFixed(0).padStart(5)} -> ${cpu(off).toFixed(0).padStart(5)} (${((cpu(off) / cpu(on) - 1) * 100).toFixed(0)} %)`,
        );
      }
    }
    return lines;
  } finally {
    await Promise.all([...Object.values(variants).map((server) => server.stop()), bare.stop()]);
    fs.rmSync(seeded.dataDir, { recursive: true, force: true });
  }
}

/** The server's speed-ups on and off: SQLite, then PostgreSQL when DATABASE_URL is set. */
export async function benchServerSpeedUpsAll() {
  const lines = await benchServerSpeedUps('SQLite (demo seed)', {}, SERVER_SPEEDUPS.sqlite);
  if (process.env.DATABASE_URL) {
    lines.push(
      ...(await benchServerSpeedUps(
        'PostgreSQL (DATABASE_URL)',
        { DATABASE_URL: process.env.DATABASE_URL },
        SERVER_SPEEDUPS.postgres,
      )),
    );
  }
  return lines;
}

/** Lighthouse medians of `runs` runs of one route on each server, the servers alternated run by run. */
async function lighthouseSide(servers, routeName) {
  const runs = servers.map(() => []);
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    for (const [index, server] of servers.entries()) {
      const route = benchRoutes(server).find((candidate) => candidate.name === routeName);
      const result = await runOnce(
        `${server.baseUrl}${route.path}`,
        routeCookies(server, route),
        `${routeName}-${index}-${run}`,
      );
      if (result.score !== null) runs[index].push(result);
    }
  }
  return runs.map((list) => ({
    score: median(list.map((r) => r.score)),
    lcp: median(list.map((r) => r.lcp)),
    tbt: median(list.map((r) => r.tbt)),
    lcps: list.map((r) => (r.lcp / 1000).toFixed(2)).join(', '),
    tbts: list.map((r) => Math.round(r.tbt)).join(', '),
  }));
}

const lighthouseText = (f) =>
  `${f.score.toFixed(2)}, LCP ${(f.lcp / 1000).toFixed(2)} s (${f.lcps}), TBT ${Math.round(f.tbt)} ms (${f.tbts})`;

/** A speed-up's Lighthouse lines: each route on the product and on the build or server without it, alternated. */
async function lighthouseOnOff(name, product, without, routeNames) {
  const lines = [];
  for (const routeName of routeNames) {
    const [on, off] = await lighthouseSide([product, without], routeName);
    lines.push(
      `  ${name.padEnd(16)} ${routeName.padEnd(24)} on ${lighthouseText(on)}`,
      `  ${''.padEnd(41)}off ${lighthouseText(off)}`,
    );
  }
  return lines;
}

/** The SPA's speed-ups measured by the JS each page loads with and without them (webpack.config.ts). */
const JS_SPEEDUPS = ['muiInputStandIns', 'formikLodashStandIns', 'muiRippleStandIn', 'muiTextareaStandIn'];

/** The SPA's speed-ups and page data on and off: Lighthouse and JS per page. */
export async function benchPageSpeedUps() {
  const variantDir = (name) => path.join(os.tmpdir(), `campo-bench-dist-${name}`);
  console.info('Building the SPA: the product, then without each SPA speed-up...');
  const wanted = (name) => !ONLY || ONLY.includes(name);
  buildSpa(root);
  for (const name of ['startInParts', 'prerenderedStyles', ...JS_SPEEDUPS, 'compileHints']) {
    if (wanted(name)) buildSpa(root, { distDir: variantDir(name), env: { CAMPO_SPEEDUPS_OFF: name } });
  }

  const lines = [
    `Lighthouse 12, mobile, median of ${LIGHTHOUSE_RUNS} runs per variant, the variants alternated (each run's figure in brackets)`,
  ];
  const product = await startWebServer(root, { built: true });
  const servers = [product];
  try {
    const noPageData =
      wanted('pageData') && (await startWebServer(root, { built: true, env: { CAMPO_SPEEDUPS_OFF: 'pageData' } }));
    if (noPageData) {
      servers.push(noPageData);
      const routes = ['/events', '/event/detail/{id}', '/products', '/profile'];
      lines.push(...(await lighthouseOnOff('pageData', product, noPageData, routes)));
    }
    const oneTask = wanted('startInParts') && (await startWebServer(root, { distDir: variantDir('startInParts') }));
    if (oneTask) {
      servers.push(oneTask);
      lines.push(...(await lighthouseOnOff('startInParts', product, oneTask, ['/', '/events'])));
    }
    const noSheet =
      wanted('prerenderedStyles') && (await startWebServer(root, { distDir: variantDir('prerenderedStyles') }));
    if (noSheet) {
      servers.push(noSheet);
      const routes = ['/events', '/event/preview/{id}', '/association/{id}', '/group/create', '/my/order/{id}/receipt'];
      lines.push(...(await lighthouseOnOff('prerenderedStyles', product, noSheet, routes)));
    }
    const noHints = wanted('compileHints') && (await startWebServer(root, { distDir: variantDir('compileHints') }));
    if (noHints) {
      servers.push(noHints);
      lines.push(...(await lighthouseOnOff('compileHints', product, noHints, ['/', '/events', '/products'])));
    }
    const onJs = JS_SPEEDUPS.some(wanted) ? await measurePageJs(product) : [];
    for (const name of JS_SPEEDUPS.filter(wanted)) {
      const without = await startWebServer(root, { distDir: variantDir(name) });
      servers.push(without);
      const offJs = await measurePageJs(without);
      lines.push(`JS per first page load (gzip KiB), with ${name} -> without`);
      for (const [index, page] of onJs.entries()) {
        const kib = (bytes) => (bytes / 1024).toFixed(1);
        lines.push(
          `  ${name} ${page.name.padEnd(36)} ${kib(page.gzip).padStart(6)} -> ${kib(offJs[index].gzip).padStart(6)}`,
        );
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  return lines;
}

/** Both parts, or the one named. */
export async function benchSpeedUps(part) {
  return [
    ...(part !== 'pages' ? await benchServerSpeedUpsAll() : []),
    ...(part !== 'api' ? await benchPageSpeedUps() : []),
  ];
}
