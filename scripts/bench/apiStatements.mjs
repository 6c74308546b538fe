// `npm run bench -- diagnose api-statements` (needs DATABASE_URL): how many SQL statements and database round trips
// each hot read sends on PostgreSQL. The compiled server (production mode) connects through a counting proxy that
// reads the PostgreSQL wire protocol the client sends: an Execute or a simple Query is a statement, a Sync or a
// simple Query is a round trip (the client then waits for ReadyForQuery). Each route is asked BENCH_STATEMENT_TIMES
// times (default 20) one request at a time, after two warm-up requests, and the counts are averaged per request.
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoutes } from './api.mjs';
import { freePort, startCampo } from './apiServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TIMES = Number(process.env.BENCH_STATEMENT_TIMES ?? 20);
const WARM_UP = 2;

/** Counts the frontend messages of every connection that passes through: { statements, roundTrips }. */
export async function countingProxy(target) {
  const counts = { statements: 0, roundTrips: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let buffer = Buffer.alloc(0);
    // The startup message (and an SSL or GSS request before it) carries no type byte.
    let typed = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const header = typed ? 5 : 4;
        if (buffer.length < header) break;
        const length = buffer.readInt32BE(typed ? 1 : 0) + (typed ? 1 : 0);
        if (buffer.length < length) break;
        if (!typed) {
          // 80877103 / 80877104: SSLRequest / GSSENCRequest, answered before the real startup message.
          const code = buffer.readInt32BE(4);
          if (code !== 80877103 && code !== 80877104) typed = true;
        } else {
          const type = String.fromCharCode(buffer[0]);
          if (type === 'E' || type === 'Q') counts.statements += 1;
          if (type === 'S' || type === 'Q') counts.roundTrips += 1;
        }
        buffer = buffer.subarray(length);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', closeBoth).on('close', closeBoth);
    upstream.on('error', closeBoth).on('close', closeBoth);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, counts, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** What one request of each route costs in statements and round trips, as lines of text. */
export async function benchApiStatements() {
  if (!process.env.DATABASE_URL) return ['api-statements needs DATABASE_URL (a PostgreSQL server).'];
  const target = new URL(process.env.DATABASE_URL);
  const proxy = await countingProxy(target);
  const proxied = Object.assign(new URL(target), { hostname: '127.0.0.1', port: String(proxy.port) }).toString();
  const campo = await startCampo(root, { env: { DATABASE_URL: proxied, EVENT_REMINDERS: 'false' } });
  const lines = [
    `PostgreSQL statements and round trips per request (mean of ${TIMES} requests, one at a time, logged in):`,
  ];
  try {
    const routes = await apiRoutes(campo.url);
    const inboxHeaders = routes.profile.headers;
    routes.inbox = {
      title: 'GET /api/user/message/inbox',
      url: `${campo.url}/api/user/message/inbox`,
      headers: inboxHeaders,
    };
    for (const [key, options] of Object.entries(routes)) {
      const requests = options.requests ?? [{ method: 'GET' }];
      const send = async (index) => {
        const request = requests[index % requests.length];
        const response = await fetch(options.url, {
          method: request.method ?? 'GET',
          headers: request.headers ?? options.headers,
          body: request.body,
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${options.title}: ${response.status}`);
      };
      for (let index = 0; index < WARM_UP; index += 1) await send(index);
      const before = { ...proxy.counts };
      for (let index = 0; index < TIMES; index += 1) await send(index);
      const statements = (proxy.counts.statements - before.statements) / TIMES;
      const roundTrips = (proxy.counts.roundTrips - before.roundTrips) / TIMES;
      lines.push(
        `  ${key.padEnd(10)} ${options.title.padEnd(36)} ${statements.toFixed(1)} statements, ${roundTrips.toFixed(1)} round trips`,
      );
    }
  } finally {
    await campo.stop();
    await proxy.close();
  }
  return lines;
}
