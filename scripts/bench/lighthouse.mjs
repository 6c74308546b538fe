// Lighthouse 12 on the bench routes: mobile default settings, performance only, median of 3 runs per route.
// Each run gets a fresh Debian chromium (fresh profile: cold HTTP cache, no storage). For logged-in pages the
// session cookies are set in that browser through the DevTools protocol before Lighthouse navigates, and
// Lighthouse keeps them (disableStorageReset): a request header would not reach the SPA's cookie check.
// Figures are printed, never asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// ws ships with Lighthouse (its own DevTools connection); Node 20 has no WebSocket client of its own.
import WebSocket from 'ws';
import { CHROMIUM_ARGS } from './pageJs.mjs';
import { benchRoutes, sessionCookies } from './webServer.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A comma-separated subset of route names (as printed), for a quicker look at a few pages. */
const ONLY_ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',');
const NOT_BUILT_CHUNK = /route-not-found\./;
/** A folder to keep each run's full Lighthouse report in (JSON), to see what an LCP or TBT figure is made of. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

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

async function runOnce(url, cookies, reportName) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    if (cookies) await browserCommand(chrome.port, 'Storage.setCookies', { cookies });
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
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
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      notBuilt: requests.some((r) => NOT_BUILT_CHUNK.test(r.url)),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs every route RUNS times; resolves with one line per route. */
export async function benchLighthouse(server) {
  const lines = [`${'route'.padEnd(28)} score   LCP      TBT      CLS    (median of ${RUNS})`];
  for (const route of benchRoutes(server)) {
    if (ONLY_ROUTES ? !ONLY_ROUTES.includes(route.name) : route.lighthouse === false) continue;
    const url = `${server.baseUrl}${route.path}`;
    const cookies = route.session
      ? sessionCookies(server.baseUrl, server.token).map(({ url: _url, ...cookie }) => ({ ...cookie, domain: '127.0.0.1', path: '/' }))
      : undefined;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await runOnce(url, cookies, `${route.name.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}`);
      runs.push(run);
      if (route.optional && run.notBuilt) break;
    }
    if (route.optional && runs[0].notBuilt) {
      lines.push(`${route.name.padEnd(28)} skipped: the route is not built yet`);
      continue;
    }
    const redirected = runs.find((run) => run.finalPath !== route.path);
    lines.push(
      `${route.name.padEnd(28)} ${median(runs.map((r) => r.score)).toFixed(2).padStart(5)}` +
        `   ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2).padStart(4)} s` +
        `   ${String(Math.round(median(runs.map((r) => r.tbt)))).padStart(4)} ms` +
        `   ${median(runs.map((r) => r.cls)).toFixed(3)}` +
        `   (scores ${runs.map((r) => r.score.toFixed(2)).join(', ')})` +
        (redirected ? `  WARNING: ended on ${redirected.finalPath}` : ''),
    );
  }
  return lines;
}
