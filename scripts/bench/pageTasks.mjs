// `npm run bench -- diagnose page-tasks`: the long tasks of one page load and the code in each, to find
// what Lighthouse's Total Blocking Time is made of. The page (BENCH_TASKS_PAGE, a route name of the Lighthouse list,
// default /products) opens in Debian chromium throttled as Lighthouse's mobile model (4x CPU, 150 ms round trips,
// 1.6 Mbit/s) with a trace and a CPU profile; every main-thread task of 50 ms or more is printed with its self time
// by function, mapped through the build's source maps (dist/assets/*.map).
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { benchRoutes, sessionCookies } from './webServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE = process.env.BENCH_TASKS_PAGE ?? '/products';
/**
 * `BENCH_TASKS_OBSERVED=1`: the load as Lighthouse observes it before its model slows it down (no throttling), with
 * every task of 12.5 ms or more: the model multiplies each by 4, so those are the ones its blocking time counts.
 */
const OBSERVED = process.env.BENCH_TASKS_OBSERVED === '1';
const LONG_MS = OBSERVED ? 12.5 : 50;
const TOP = 8;
// Lighthouse's mobile defaults (simulated slow 4G, a mid-range phone).
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** "function @ source" of a profile frame, through the chunk's source map when it has one. */
export function frameNamer() {
  const maps = new Map();
  const mapOf = (url) => {
    const file = path.join(root, 'dist', 'assets', path.basename(new URL(url).pathname));
    if (!maps.has(file))
      maps.set(
        file,
        fs.existsSync(`${file}.map`) ? new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) : null,
      );
    return maps.get(file);
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    const map = url.startsWith('http') ? mapOf(url) : null;
    const entry = map?.findEntry(lineNumber, columnNumber);
    if (!entry?.originalSource) return functionName || '(native)';
    const source = entry.originalSource.replace(/^webpack:\/\/campo\/\.?\/?/, '').replace(/^.*node_modules\//, '');
    return `${entry.name ?? functionName ?? '(anonymous)'} @ ${source}`;
  };
}

/** Chromium's main-thread tasks of LONG_MS or more, in ms from the navigation. */
function longTasks(traceEvents) {
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's own navigation: the one that loads its address.
  const start = traceEvents.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  ).ts;
  return traceEvents
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.ts >= start &&
        e.dur >= LONG_MS * 1000 &&
        mainThreads.has(`${e.pid}:${e.tid}`),
    )
    .map((e) => ({
      from: e.ts,
      to: e.ts + e.dur,
      at: (e.ts - start) / 1000,
      ms: e.dur / 1000,
      thread: `${e.pid}:${e.tid}`,
    }));
}

/**
 * Chromium's work in a task by kind (style recalculation, layout, compiling a function at its first call, HTML
 * parsing, the script entry points): what the CPU profile shows only as "(program)". Kinds nest (a function compiled
 * or a style recalculation forced inside a script call), so they add up to more than the task.
 */
const NATIVE_KINDS = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'v8.compile',
  'v8.compileModule',
  'V8.CompileCode',
  'V8.ParseFunction',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Decode Image',
  'HitTest',
  'MajorGC',
  'MinorGC',
]);
function nativeWork(traceEvents, task) {
  const totals = new Map();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || !NATIVE_KINDS.has(e.name) || `${e.pid}:${e.tid}` !== task.thread) continue;
    if (e.ts < task.from || e.ts + (e.dur ?? 0) > task.to) continue;
    totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...totals]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ');
}

/** Self time (ms) per named frame of the profile's samples inside [from, to] (the trace's clock, microseconds). */
function selfTime(profile, from, to, name) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    if (at < from || at > to) return;
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') return;
    const key = name(callFrame);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

export async function benchPageTasks(server) {
  const route = benchRoutes(server).find((candidate) => candidate.name === PAGE);
  if (!route)
    return [
      `BENCH_TASKS_PAGE must name a benchmarked page: ${benchRoutes(server)
        .map((r) => r.name)
        .join(', ')}`,
    ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (route.session) await context.addCookies(sessionCookies(server.baseUrl, server.token));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (!OBSERVED) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    if (!OBSERVED) await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    fs.mkdirSync(path.join(root, '.cache'), { recursive: true });
    const traceFile = path.join(fs.mkdtempSync(path.join(root, '.cache', 'page-tasks-')), 'trace.json');
    await browser.startTracing(page, {
      path: traceFile,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'v8',
        'disabled-by-default-v8.compile',
      ],
    });
    await page.goto(`${server.baseUrl}${route.path}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const { profile } = await cdp.send('Profiler.stop');
    await browser.stopTracing();
    const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
    fs.rmSync(path.dirname(traceFile), { recursive: true, force: true });
    const name = frameNamer();
    const tasks = longTasks(trace.traceEvents ?? trace);
    const lines = [
      `${PAGE}: ${tasks.length} main-thread tasks of ${LONG_MS} ms or more (${OBSERVED ? 'no throttling' : '4x CPU, slow 4G'})`,
    ];
    for (const task of tasks) {
      const native = nativeWork(trace.traceEvents ?? trace, task);
      lines.push(
        `  at ${task.at.toFixed(0)} ms, ${task.ms.toFixed(0)} ms:${native ? ` (Chromium, ms: ${native})` : ''}`,
      );
      for (const [frame, ms] of selfTime(profile, task.from, task.to, name).slice(0, TOP))
        lines.push(`    ${ms.toFixed(1).padStart(6)} ms  ${frame}`);
    }
    return lines;
  } finally {
    await browser.close();
  }
}
