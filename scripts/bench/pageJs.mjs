// JS per page as Chromium downloads it: every script response of a real first page load (Debian chromium through
// Playwright, a logged-in session where the route needs one), gzip level 9 like the bundle budget, summed per
// route. A route that still answers with the not-found screen (not built yet) is reported as skipped.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchRoutes, sessionCookies } from './webServer.mjs';

// The goals, and what CI enforces on every route (e2e/journeys/pageBudgets.spec.ts): every page at its goal, and
// `byRoute` a lower ceiling for pages well under it, so they do not grow again.
const budgets = JSON.parse(fs.readFileSync(new URL('./pageBudgets.json', import.meta.url), 'utf8'));
export const PAGE_BUDGET_KIB = budgets.goalKiB;
export const PAGE_CEILING_KIB = budgets.ceilingKiB;
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const NOT_BUILT_CHUNK = /route-not-found\./;

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Quiet time after network idle during which a late chunk (one loaded by an effect) still counts. */
const SETTLE_MS = 1000;
const RENDER_TIMEOUT_MS = 60_000;
/** Runs in the page (a function: the page's CSP forbids evaluating strings): the route has rendered its content. */
function PAGE_RENDERED() {
  const main = globalThis.document.querySelector('main');
  return Boolean(main && main.childElementCount > 0 && !main.querySelector('[aria-busy="true"]'));
}

async function loadScripts(context, url) {
  const page = await context.newPage();
  const scripts = [];
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.split('/').pop();
    scripts.push(
      response.body().then(
        (body) => ({ name, gzip: gzipSync(body, { level: 9 }).length }),
        (error) => ({ name, gzip: 0, error: error.message }),
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the network can idle while the entry still runs: wait for the page itself to be rendered
  // (content in <main>, no loading placeholder left), then for the network again.
  await page.waitForFunction(PAGE_RENDERED, null, { timeout: RENDER_TIMEOUT_MS });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  // Bodies are read while the page is open; a script answered meanwhile joins the list.
  let loaded;
  do loaded = await Promise.all(scripts);
  while (loaded.length !== scripts.length);
  page.off('response', onResponse);
  await page.close();
  const unread = loaded.filter((script) => script.error);
  if (unread.length > 0)
    throw new Error(`${url}: could not read ${unread.map((s) => `${s.name} (${s.error})`).join(', ')}`);
  return loaded;
}

/** Loads each route once in a fresh context; resolves with its scripts and gzip total. */
export async function measurePageJs(server) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (const route of benchRoutes(server)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (route.session) await context.addCookies(sessionCookies(server.baseUrl, server.token));
      const scripts = await loadScripts(context, `${server.baseUrl}${route.path}`);
      await context.close();
      const skipped = route.optional && scripts.some((s) => NOT_BUILT_CHUNK.test(s.name));
      results.push({ ...route, scripts, skipped, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function reportPageJs(results) {
  const lines = [
    `JS per first page load, as Chromium downloads it (gzip KiB; goal landing ${PAGE_BUDGET_KIB.landing}, other pages ${PAGE_BUDGET_KIB.page}; CI ceiling ${PAGE_CEILING_KIB.landing} / ${PAGE_CEILING_KIB.page}, some pages their own):`,
  ];
  const failures = [];
  for (const route of results) {
    if (route.skipped) {
      lines.push(`  ${route.name.padEnd(28)} skipped: the route is not built yet`);
      continue;
    }
    const landing = route.path === '/';
    const goal = landing ? PAGE_BUDGET_KIB.landing : PAGE_BUDGET_KIB.page;
    const ceiling = landing
      ? PAGE_CEILING_KIB.landing
      : (PAGE_CEILING_KIB.byRoute[route.name] ?? PAGE_CEILING_KIB.byRoute[route.pattern] ?? PAGE_CEILING_KIB.page);
    const size = kib(route.gzip);
    const mark = size > goal ? `  over goal ${goal}` : '';
    lines.push(`  ${route.name.padEnd(28)} ${String(size).padStart(7)} in ${route.scripts.length} scripts${mark}`);
    // BENCH_PAGEJS_DETAIL=1: each page over its goal with its scripts, biggest first, to see what to move.
    if (mark && process.env.BENCH_PAGEJS_DETAIL)
      for (const script of [...route.scripts].sort((a, b) => b.gzip - a.gzip))
        lines.push(`      ${script.name.padEnd(36)} ${String(kib(script.gzip)).padStart(6)}`);
    if (size > ceiling) failures.push(`${route.name} loads ${size} KiB of JS (CI ceiling ${ceiling})`);
  }
  return { text: lines.join('\n'), failures };
}
