// Lighthouse 12 on the bench routes: mobile default settings, performance only, median of 3 runs per route.
// Each run gets a fresh Debian chromium (fresh profile: cold HTTP cache, no storage). For logged-in pages the
// session cookies are set in that browser through the DevTools protocol before Lighthouse navigates, and
// Lighthouse keeps them (disableStorageReset): a request header would not reach the SPA's cookie check.
// Figures are printed, never asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
// ws ships with Lighthouse (its own DevTools connection); Node 20 has no WebSocket client of its own.
import WebSocket from 'ws';
import { startHttpsFront } from './httpsFront.mjs';
import { CHROMIUM_ARGS } from './pageJs.mjs';
import { benchRoutes, sessionCookies } from './webServer.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A comma-separated subset of route names (as printed), for a quicker look at a few pages. */
const ONLY_ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',');
const NOT_BUILT_CHUNK = /route-not-found\./;
/** A folder to keep each run's full Lighthouse report in (JSON), to see what an LCP or TBT figure is made of. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/**
 * `simulate` (Lighthouse's default: one fast load, then a model of a slow phone) or `devtools` (the load itself runs
 * throttled, so request chains and priorities happen for real; slower and noisier).
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
/**
 * `h2` (the default): the pages load as deployed, over HTTPS with HTTP/2 from a TLS front (httpsFront.mjs); `h1`:
 * straight from the server over plain HTTP/1.1.
 */
const FRONT = process.env.LIGHTHOUSE_FRONT ?? 'h2';
/**
 * Prints, for each run, the nodes of Lighthouse's two LCP graphs (its model of the load: each request and main-thread
 * task the LCP waits on, with its simulated start and end in ms). LCP is the mean of the two graphs' ends.
 */
const PRINT_LCP_GRAPH = process.env.LIGHTHOUSE_LCP_GRAPH === '1';

function printLcpGraphs(reportName) {
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint$/.test(label)) continue;
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    console.info(`\n${reportName} ${label}: ends at ${Math.round(Math.max(...rows.map(([, t]) => t.endTime)))} ms`);
    for (const [node, t] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType} ${new URL(node.request.url).pathname.slice(0, 60)} ${node.request.transferSize} B ${node.request.priority}`
          : `main thread ${Math.round(node.duration / 1000)} ms observed ${[...node.getEvaluateScriptURLs()].map((url) => url.split('/').pop()).join(' ')}${node.didPerformLayout() ? ' (layout)' : ''}`;
      console.info(
        `  ${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`,
      );
    }
  }
}

/** One DevTools call on the browser target. */
async function browserCommand(port, method, params) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    return await new Promise((resolve, reject) => {
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString());
        if (message.id !== 1) return;
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/** One Lighthouse run of `url` in a fresh chromium, with `cookies` set first (a member's session). */
export async function runOnce(url, cookies, reportName) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // The HTTPS front's certificate is self-signed (httpsFront.mjs).
    chromeFlags: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
  try {
    if (cookies) await browserCommand(chrome.port, 'Storage.setCookies', { cookies });
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      throttlingMethod: THROTTLING,
    });
    if (PRINT_LCP_GRAPH) printLcpGraphs(reportName);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
    }
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      score: lhr.categories.performance.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // With the query: the profile's tab pages are `/profile?tab=...`, and a pathname alone never equals them.
      finalPath: (({ pathname, search }) => pathname + search)(new URL(lhr.finalDisplayedUrl)),
      error: lhr.runtimeError?.code,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      notBuilt: requests.some((r) => NOT_BUILT_CHUNK.test(r.url)),
    };
  } finally {
    chrome.kill();
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The DevTools cookies of a member's session for a `session` route, else undefined. */
export function routeCookies(server, route) {
  if (!route.session) return undefined;
  return sessionCookies(server.baseUrl, server.token).map(({ url: _url, ...cookie }) => ({
    ...cookie,
    domain: '127.0.0.1',
    path: '/',
  }));
}

/** Runs every route RUNS times, over the protocol LIGHTHOUSE_FRONT names; resolves with one line per route. */
export async function benchLighthouse(plainServer) {
  if (FRONT !== 'h1' && FRONT !== 'h2') throw new Error(`LIGHTHOUSE_FRONT is h2 or h1, not ${FRONT}`);
  const front = FRONT === 'h2' ? await startHttpsFront(plainServer.baseUrl, plainServer.dataDir) : null;
  try {
    const lines = await lighthouseRoutes(front ? { ...plainServer, baseUrl: front.baseUrl } : plainServer);
    return [...lines, front ? 'Served over HTTPS with HTTP/2 (a TLS front before the server)' : 'Served over HTTP/1.1'];
  } finally {
    await front?.stop();
  }
}

async function lighthouseRoutes(server) {
  const lines = [`${'route'.padEnd(28)} score   LCP      TBT      CLS    (median of ${RUNS})`];
  const benchmarkIndexes = [];
  for (const route of benchRoutes(server)) {
    if (ONLY_ROUTES && !ONLY_ROUTES.includes(route.name)) continue;
    const url = `${server.baseUrl}${route.path}`;
    const cookies = routeCookies(server, route);
    const runs = [];
    const failed = [];
    // A run Lighthouse could not finish (a runtimeError, no score: a busy machine can time it out) is run again.
    for (let i = 0; runs.length < RUNS && i < RUNS + 2; i += 1) {
      const run = await runOnce(url, cookies, `${route.name.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}`);
      if (run.score === null) {
        failed.push(run.error ?? 'no score');
        continue;
      }
      runs.push(run);
      benchmarkIndexes.push(run.benchmarkIndex);
      if (route.optional && run.notBuilt) break;
    }
    if (runs.length === 0) {
      lines.push(`${route.name.padEnd(28)} no finished run (${failed.join(', ')})`);
      continue;
    }
    if (route.optional && runs[0].notBuilt) {
      lines.push(`${route.name.padEnd(28)} skipped: the route is not built yet`);
      continue;
    }
    const redirected = runs.find((run) => run.finalPath !== route.path);
    lines.push(
      `${route.name.padEnd(28)} ${median(runs.map((r) => r.score))
        .toFixed(2)
        .padStart(5)}` +
        `   ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2).padStart(4)} s` +
        `   ${String(Math.round(median(runs.map((r) => r.tbt)))).padStart(4)} ms` +
        `   ${median(runs.map((r) => r.cls)).toFixed(3)}` +
        `   (scores ${runs.map((r) => r.score.toFixed(2)).join(', ')})` +
        (redirected ? `  WARNING: ended on ${redirected.finalPath}` : '') +
        (failed.length > 0 ? `  (${failed.length} unfinished run(s) repeated: ${failed.join(', ')})` : ''),
    );
  }
  // The machine's speed as Lighthouse measures it: its 4x CPU slowdown models the target phone (a Moto G Power,
  // index about 264) from a machine of index about 1,000; a faster machine flatters every score, a slower one harms it.
  if (benchmarkIndexes.length > 0)
    lines.push(`Lighthouse benchmarkIndex of this machine: median ${Math.round(median(benchmarkIndexes))}`);
  return lines;
}
