// `npm run bench`: every benchmark and budget of the project, printing figures. Budgets fail the run; timings
// are reported, never asserted. `npm run bench -- <target>` runs one; `npm run bench -- diagnose <name>` runs one of
// the diagnostics, which run only when named (docs/PERFORMANCE.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle, reportBundle } from './bench/bundle.mjs';
import { benchApi } from './bench/api.mjs';
import { benchApiCpu } from './bench/apiCpu.mjs';
import { benchApiPerf } from './bench/apiPerf.mjs';
import { benchApiProfile } from './bench/apiProfile.mjs';
import { benchApiScale } from './bench/apiScale.mjs';
import { benchApiShop } from './bench/apiShop.mjs';
import { benchApiChat } from './bench/apiChat.mjs';
import { benchApiStatements } from './bench/apiStatements.mjs';
import { benchCart } from './bench/cart.mjs';
import { benchChat } from './bench/chatDom.mjs';
import { benchEvents } from './bench/events.mjs';
import { benchInp } from './bench/inp.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { measurePageJs, reportPageJs } from './bench/pageJs.mjs';
import { benchPageTasks } from './bench/pageTasks.mjs';
import { benchRealtime } from './bench/realtime.mjs';
import { benchSpeedUps } from './bench/speedUps.mjs';
import { startWebServer } from './bench/webServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
let failed = false;

/** Run by hand when a figure needs explaining: each prints what it measured. */
const DIAGNOSTICS = {
  'api-cpu': ['API: server CPU per request', () => benchApiCpu()],
  'api-profile': ['API: CPU profile of one route under load', () => benchApiProfile()],
  'api-perf': ['API: native profile (Linux perf) of one route under load', () => benchApiPerf()],
  'api-statements': ['API: SQL statements and round trips per request (PostgreSQL)', () => benchApiStatements()],
  'page-tasks': ['Long tasks of one page load (Chromium, 4x CPU, slow 4G)', () => withWebServer(benchPageTasks)],
  'speed-ups': ['Speed-ups on and off, in one run', () => benchSpeedUps(process.argv[4])],
};

async function withWebServer(run) {
  const server = await startWebServer(root);
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

const TARGETS = [
  'bundle',
  'pageJs',
  'lighthouse',
  'inp',
  'chat',
  'events',
  'cart',
  'api',
  'api-shop',
  'api-chat',
  'api-scale',
  'realtime',
];
if (only && only !== 'diagnose' && !TARGETS.includes(only)) {
  console.error(`npm run bench -- <target>, one of: ${TARGETS.join(', ')}; or npm run bench -- diagnose <name>`);
  process.exit(2);
}

if (only === 'diagnose') {
  const diagnostic = DIAGNOSTICS[process.argv[3]];
  if (!diagnostic) {
    console.error(`npm run bench -- diagnose <name>, one of: ${Object.keys(DIAGNOSTICS).join(', ')}`);
    process.exit(2);
  }
  console.info(`== ${diagnostic[0]} ==`);
  for (const line of await diagnostic[1]()) console.info(line);
  process.exit(0);
}

if (!only || only === 'bundle') {
  console.info('== Bundle budget ==');
  const { text, failures } = reportBundle(measureBundle(root));
  console.info(text);
  for (const failure of failures) console.error(`BUDGET FAILED: ${failure}`);
  failed ||= failures.length > 0;
}

// The production server with a member session, shared by the browser targets (JS per page, Lighthouse).
let webServer;
const browserTarget = async (name, run) => {
  if (only && only !== name && !(name === 'pageJs' && only === 'bundle')) return;
  // BENCH_DIST_DIR=<folder> serves a build made elsewhere (e.g. an older commit's), to compare two builds in one session.
  webServer ??= await startWebServer(
    root,
    process.env.BENCH_DIST_DIR
      ? { distDir: path.resolve(process.env.BENCH_DIST_DIR) }
      : { built: !only || only === 'bundle' },
  );
  await run(webServer);
};
try {
  await browserTarget('pageJs', async (server) => {
    console.info('\n== JS per page (Chromium) ==');
    const { text, failures } = reportPageJs(await measurePageJs(server));
    console.info(text);
    for (const failure of failures) console.error(`BUDGET FAILED: ${failure}`);
    failed ||= failures.length > 0;
  });
  await browserTarget('lighthouse', async (server) => {
    console.info('\n== Lighthouse 12 (mobile, performance only) ==');
    for (const line of await benchLighthouse(server)) console.info(line);
  });
  // Before the chat target (which adds messages): it changes the demo member's cart and favourites.
  await browserTarget('inp', async (server) => {
    console.info('\n== Interactions: Event Timing under 4x CPU (Chromium) ==');
    for (const line of await benchInp(server)) console.info(line);
  });
  // Last of the browser targets: it adds older messages to a demo thread of this server's database.
  await browserTarget('chat', async (server) => {
    console.info('\n== Chat: virtualised message list with 5,000 messages (Chromium) ==');
    for (const line of await benchChat(server)) console.info(line);
  });
} finally {
  await webServer?.stop();
}

if (!only || only === 'events') {
  console.info('\n== Events: normalised list rendering and list route throughput ==');
  for (const line of await benchEvents()) console.info(line);
}

if (!only || only === 'cart') {
  console.info('\n== Cart: one quantity change in a cart of 300 lines ==');
  for (const line of await benchCart()) console.info(line);
}

if (!only || only === 'api') {
  console.info('\n== API: the real server under autocannon, next to a bare Fastify route ==');
  for (const line of await benchApi()) console.info(line);
}

if (!only || only === 'api-shop') {
  console.info('\n== API: the shop (products, cart, my orders), SQLite, one process ==');
  for (const line of await benchApiShop()) console.info(line);
}

if (!only || only === 'api-chat') {
  console.info('\n== API: the chat (a 2,000-message thread, inbox, teams, a send), SQLite, one process ==');
  for (const line of await benchApiChat()) console.info(line);
}

if (!only || only === 'api-scale') {
  console.info('\n== API on a large demo (npm run seed -- --scale 100) ==');
  for (const line of await benchApiScale()) console.info(line);
}

if (!only || only === 'realtime') {
  console.info('\n== Realtime: live delivery latency and idle WebSockets ==');
  for (const line of await benchRealtime()) console.info(line);
}

process.exit(failed ? 1 : 0);
