// `npm run bench -- inp`: how long the key interactions take to paint, as a member feels them (Interaction to Next
// Paint). The production build opens in Debian chromium at 390 px with Lighthouse's mobile CPU (4x slower); each
// interaction is done ROUNDS times with real input (CDP mouse and keys, so the browser gives them interaction ids),
// and the Event Timing API (what INP reads) gives each one's duration: input delay + handlers + the next paint.
// Figures are reported, never asserted; the goals are printed beside them (docs/PERFORMANCE.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from './pageJs.mjs';
import { frameNamer } from './pageTasks.mjs';
import { startCampo } from './apiServer.mjs';
import { BENCH_SHOPPER, seedShopMember } from './apiShop.mjs';
import { INTERACTIONS } from './inpInteractions.mjs';
import { sessionCookies, startWebServer } from './webServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUNDS = Number(process.env.BENCH_INP_ROUNDS ?? 10);
// BENCH_INP_ONLY=<part of a name> measures only the interactions whose name contains it.
const ONLY = process.env.BENCH_INP_ONLY;
// BENCH_INP_DETAIL=1 prints every interaction's event and duration (input delay + handlers + wait for the paint), to
// tell which step of a round is slow and where its time goes.
const DETAIL = process.env.BENCH_INP_DETAIL === '1';
// BENCH_INP_PROFILE=1 prints, per interaction, the functions that took the most main-thread time over its rounds.
const PROFILE = process.env.BENCH_INP_PROFILE === '1';
const PROFILE_TOP = 15;

const LONG_TASK_US = 50_000;
// Trace events that say what a task spent its time on (style, layout, paint, script).
const WORK_EVENTS = new Set([
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.callFunction',
  'ParseHTML',
  'HitTest',
  'Commit',
]);

/** The main thread's long tasks of a trace, with the time of each kind of work inside them. */
function longTaskWork(traceEvents) {
  const main = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = traceEvents.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur >= LONG_TASK_US);
  const work = new Map();
  for (const event of onMain) {
    if (!WORK_EVENTS.has(event.name)) continue;
    if (!tasks.some((task) => event.ts >= task.ts && event.ts < task.ts + task.dur)) continue;
    work.set(event.name, (work.get(event.name) ?? 0) + event.dur / 1000);
  }
  return { tasks: tasks.map((task) => ({ from: task.ts, to: task.ts + task.dur })), work };
}

/** The profile's self time (ms) per function inside the given tasks, most first, through the build's source maps. */
function topFunctions(profile, tasks) {
  const name = frameNamer();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    if (!tasks.some((task) => at >= task.from && at <= task.to)) return;
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') return;
    const key = name(callFrame);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, PROFILE_TOP);
}
const CPU_SLOWDOWN = 4;
const GOAL = { median: 100, worst: 200, key: 50 };
// Event Timing reports only events of 16 ms or more (its smallest threshold); a shorter one is counted as 16.
const THRESHOLD_MS = 16;

/**
 * Collects the page's interactions (Event Timing entries with an interaction id): per interaction its longest entry,
 * and the parts of its time over all its entries (a click is pointerdown, pointerup and click): the input delay, the
 * handlers, and the wait for the next paint after the last handler.
 */
function observeInteractions() {
  const byId = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const held = byId.get(entry.interactionId) ?? {
        at: entry.startTime,
        duration: 0,
        name: entry.name,
        firstProcessing: entry.processingStart,
        handlers: 0,
        lastProcessingEnd: 0,
        end: 0,
      };
      if (entry.duration > held.duration) Object.assign(held, { duration: entry.duration, name: entry.name });
      held.at = Math.min(held.at, entry.startTime);
      held.firstProcessing = Math.min(held.firstProcessing, entry.processingStart);
      held.handlers += entry.processingEnd - entry.processingStart;
      held.lastProcessingEnd = Math.max(held.lastProcessingEnd, entry.processingEnd);
      held.end = Math.max(held.end, entry.startTime + entry.duration);
      held.phases = [held.firstProcessing - held.at, held.handlers, held.end - held.lastProcessingEnd];
      byId.set(entry.interactionId, held);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  globalThis.__interactionsSince = (from) => [...byId.values()].filter((entry) => entry.at >= from);
}

/** Two frames later: the paint after the interaction has happened and been reported. */
const afterPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );

/** Runs `act` and answers the durations (ms) of the interactions it made, or [16] when all were shorter. */
async function measured(page, act) {
  const from = await page.evaluate(() => performance.now());
  await act();
  await afterPaint(page);
  await page.waitForLoadState('networkidle').catch(() => {});
  await afterPaint(page);
  const entries = await page.evaluate((start) => globalThis.__interactionsSince(start), from);
  if (DETAIL)
    console.info(
      entries
        .map((entry) => `${entry.name} ${Math.round(entry.duration)} (${entry.phases.map(Math.round).join(' + ')})`)
        .join(', '),
    );
  return entries.length > 0 ? entries.map((entry) => entry.duration) : [THRESHOLD_MS];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * The demo grown by a member with 1,000 orders and a 300-line cart (apiShop.mjs), served with the same build as
 * `server`, that member logged in.
 */
async function startShopServer(server) {
  const seeded = await startCampo(root);
  await seeded.stop();
  seedShopMember(path.join(seeded.dataDir, 'campo.sqlite'));
  return startWebServer(root, {
    built: true,
    distDir: server.distDir,
    dataDir: seeded.dataDir,
    memberEmail: BENCH_SHOPPER.email,
  });
}

/**
 * Lighthouse's measure of the host's speed, taken unthrottled in a blank page as Lighthouse takes it: 4x CPU turns a
 * host of about 1,000 into its model phone, so figures from hosts of different index are not comparable.
 */
async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

export async function benchInp(server) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const lines = [
    `Chromium at 390 px, CPU ${CPU_SLOWDOWN}x slower, ${ROUNDS} rounds each; Event Timing duration per interaction ` +
      `(entries under ${THRESHOLD_MS} ms count as ${THRESHOLD_MS}); goal: median < ${GOAL.median} ms, worst < ${GOAL.worst} ms ` +
      `(typing: per key < ${GOAL.key} ms)`,
  ];
  let shopServer;
  try {
    lines.push(`Lighthouse benchmarkIndex of this machine: ${await benchmarkIndex(browser)}`);
    for (const interaction of INTERACTIONS.filter((candidate) => !ONLY || candidate.name.includes(ONLY))) {
      const on = interaction.shop ? (shopServer ??= await startShopServer(server)) : server;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
      await context.addCookies([
        ...sessionCookies(on.baseUrl, on.token),
        { name: 'lang', value: 'en', url: on.baseUrl },
      ]);
      await context.addInitScript(observeInteractions);
      const page = await context.newPage();
      try {
        await interaction.setup?.(on);
        const where = typeof interaction.path === 'function' ? interaction.path(on) : interaction.path;
        await page.goto(`${on.baseUrl}${where}`, { waitUntil: 'networkidle' });
        await interaction.ready(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const durations = [];
        fs.mkdirSync(path.join(root, '.cache'), { recursive: true });
        const traceFile = path.join(fs.mkdtempSync(path.join(root, '.cache', 'inp-')), 'trace.json');
        if (PROFILE) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
          await browser.startTracing(page, {
            path: traceFile,
            categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
          });
        }
        for (let index = 0; index < ROUNDS; index += 1)
          durations.push(...(await measured(page, () => interaction.round(page, index))));
        if (PROFILE) {
          const { profile } = await cdp.send('Profiler.stop');
          await browser.stopTracing();
          const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
          const { tasks, work } = longTaskWork(trace.traceEvents ?? trace);
          lines.push(
            `    ${tasks.length} tasks over ${LONG_TASK_US / 1000} ms; in them: ` +
              [...work]
                .sort((a, b) => b[1] - a[1])
                .map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`)
                .join(', '),
          );
          for (const [where, ms] of topFunctions(profile, tasks))
            lines.push(`      ${String(Math.round(ms)).padStart(6)} ms  ${where}`);
        }
        fs.rmSync(path.dirname(traceFile), { recursive: true, force: true });
        const goal = interaction.perKey ? GOAL.key : GOAL.median;
        const mid = median(durations);
        const worst = Math.max(...durations);
        const met = interaction.perKey ? worst < GOAL.key : mid < GOAL.median && worst < GOAL.worst;
        lines.push(
          `  ${interaction.name.padEnd(42)} median ${String(Math.round(mid)).padStart(4)} ms, worst ` +
            `${String(Math.round(worst)).padStart(4)} ms over ${durations.length} ${interaction.perKey ? 'keys' : 'interactions'}` +
            ` (goal ${interaction.perKey ? `every key < ${goal} ms` : `< ${GOAL.median} / ${GOAL.worst} ms`}: ${met ? 'met' : 'missed'})`,
        );
      } catch (error) {
        lines.push(`  ${interaction.name.padEnd(42)} not measured: ${error.message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await shopServer?.stop();
  }
  return lines;
}
