// `npm run bench`: every benchmark and budget of the project, printing figures. Budgets fail the run; timings
// are reported, never asserted.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle, reportBundle } from './bench/bundle.mjs';
import { benchApi } from './bench/api.mjs';
import { benchApiCpu } from './bench/apiCpu.mjs';
import { benchApiPerf } from './bench/apiPerf.mjs';
import { benchApiProfile } from './bench/apiProfile.mjs';
import { benchApiScale } from './bench/apiScale.mjs';
import { benchCart } from './bench/cart.mjs';
import { benchChat } from './bench/chatDom.mjs';
import { benchEvents } from './bench/events.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { measurePageJs, reportPageJs } from './bench/pageJs.mjs';
import { benchPageTasks } from './bench/pageTasks.mjs';
import { benchRealtime } from './bench/realtime.mjs';
import { startWebServer } from './bench/webServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
let failed = false;

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
  webServer ??= await startWebServer(root, { built: !only || only === 'bundle' });
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
  // A diagnostic, only when named: the long tasks of one page load and the code in each.
  if (only === 'page-tasks') {
    await browserTarget('page-tasks', async (server) => {
      console.info('\n== Long tasks of one page load (Chromium, 4x CPU, slow 4G) ==');
      for (const line of await benchPageTasks(server)) console.info(line);
    });
  }
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

if (!only || only === 'api-scale') {
  console.info('\n== API on a large demo (npm run seed -- --scale 100) ==');
  for (const line of await benchApiScale()) console.info(line);
}

// Diagnostics, only when named: CPU per request (steady on a busy machine) and a CPU profile of one route.
if (only === 'api-cpu') {
  console.info('\n== API: server CPU per request ==');
  for (const line of await benchApiCpu()) console.info(line);
}

if (only === 'api-profile') {
  console.info('\n== API: CPU profile of one route under load ==');
  for (const line of await benchApiProfile()) console.info(line);
}

if (only === 'api-perf') {
  console.info('\n== API: native profile (Linux perf) of one route under load ==');
  for (const line of await benchApiPerf()) console.info(line);
}

if (!only || only === 'realtime') {
  console.info('\n== Realtime: live delivery latency and idle WebSockets ==');
  for (const line of await benchRealtime()) console.info(line);
}

process.exit(failed ? 1 : 0);
