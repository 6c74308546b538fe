// `npm run bench -- diagnose api-cpu`: CPU microseconds the server process spends per request (user + system time from
// /proc over a fixed number of requests, after a warm-up), per route, next to a bare Fastify hello route. Unlike
// req/s this hardly moves when other work shares the cores, so it is the figure to compare changes with on a busy
// machine. BENCH_CPU_REQUESTS sets the requests per route (default 5,000); BENCH_CPU_ROUTES=events,detail limits the routes
// (the chat's are firstPage, olderPage, inbox, teams and send, as `api-chat` runs them; the send last).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiRoutes } from './api.mjs';
import { chatRoutes } from './apiChat.mjs';
import { residentMb, startBare, startCampo } from './apiServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 5000);
const CONNECTIONS = 10;
const TICK_US = 1e6 / 100; // /proc/<pid>/stat counts clock ticks (CLK_TCK 100 on Linux)

/** User + system CPU of a process, in microseconds. */
export function cpuMicros(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

function fire(options, amount) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, amount, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Server CPU per request over `REQUESTS` requests, after a warm-up of a fifth of that. */
export async function cpuPerRequest(options, pid) {
  await fire(options, Math.max(500, REQUESTS / 5));
  const before = cpuMicros(pid);
  const result = await fire(options, REQUESTS);
  const spent = cpuMicros(pid) - before;
  const failures = result.non2xx + result.errors + result.timeouts;
  return { micros: spent / result.requests.total, failures };
}

export async function benchApiCpu() {
  const seeded = await startCampo(root);
  await seeded.stop();
  const bare = await startBare(root);
  const campo = await startCampo(root, { dataDir: seeded.dataDir, env: { MESSAGE_RATE_LIMIT_MAX: '100000' } });
  const lines = [
    `server CPU per request (${REQUESTS.toLocaleString('en-GB')} requests per route, ${CONNECTIONS} connections, after warm-up)`,
  ];
  try {
    const startMb = residentMb(campo.pid);
    const routes = { ...(await apiRoutes(campo.url)), ...(await chatRoutes(campo.url)) };
    const wanted = process.env.BENCH_CPU_ROUTES?.split(',');
    const bareFigures = await cpuPerRequest({ url: `${bare.url}/hello` }, bare.pid);
    lines.push(`  ${'bare Fastify hello route'.padEnd(36)} ${bareFigures.micros.toFixed(0).padStart(5)} us`);
    for (const [key, { goal: _goal, ...options }] of Object.entries(routes)) {
      if (wanted && !wanted.includes(key)) continue;
      const { micros, failures } = await cpuPerRequest(options, campo.pid);
      const share = (bareFigures.micros / micros) * 100;
      lines.push(
        `  ${options.title.padEnd(36)} ${micros.toFixed(0).padStart(5)} us  (bare's CPU / route's: ${share.toFixed(1)} %)` +
          (failures ? `, ${failures} failed` : ''),
      );
    }
    lines.push(
      `  server resident memory: ${startMb.toFixed(0)} MB after start, ${residentMb(campo.pid).toFixed(0)} MB after the runs`,
    );
  } finally {
    await campo.stop();
    await bare.stop();
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const text of await benchApiCpu()) console.info(text);
}
