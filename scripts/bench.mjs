// `npm run bench`: every benchmark and budget of the project, printing figures. Budgets fail the run; timings
// are reported, never asserted.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle, reportBundle } from './bench/bundle.mjs';
import { benchApi } from './bench/api.mjs';
import { benchEvents } from './bench/events.mjs';

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

if (!only || only === 'events') {
  console.info('\n== Events: normalised list rendering and list route throughput ==');
  for (const line of await benchEvents()) console.info(line);
}

if (!only || only === 'api') {
  console.info('\n== API: the real server under autocannon, next to a bare Fastify route ==');
  for (const line of await benchApi()) console.info(line);
}

process.exit(failed ? 1 : 0);
