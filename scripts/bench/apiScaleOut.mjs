// The scale-out part of `npm run bench -- api`: the events list and the profile served by two processes, next to
// the one process measured just before in the same run: WORKERS=2 on SQLite (node:cluster workers on one port), and
// on PostgreSQL two instances, each with its own DATA_DIR, that autocannon's connections share in turn (as a load
// balancer would). Figures are printed, never asserted.
import { measure } from './api.mjs';
import { loginHeaders, startCampo } from './apiServer.mjs';

const SCALED_ROUTES = ['events', 'profile'];

const rate = (value) => `${Math.round(value).toLocaleString('en-GB')} req/s`;

function scaleLine(title, one, two) {
  const gain = two.perSecond / one.perSecond;
  const failures = two.failures ? `, ${two.failures} failed` : '';
  return (
    `  ${title.padEnd(36)} ${rate(two.perSecond).padEnd(14)} ${gain.toFixed(2)}x one process ` +
    `(${rate(one.perSecond)}), p99 ${two.p99} ms${failures}`
  );
}

/** Two processes against `oneProcess` (the api part's figures and routes of the same run), as lines of text. */
export async function benchScaleOut(root, { label, env, dataDir, oneProcess, routes }) {
  const servers = [];
  try {
    if (env.DATABASE_URL) {
      servers.push(await startCampo(root, { env, dataDir }));
      servers.push(await startCampo(root, { env }));
    } else {
      servers.push(await startCampo(root, { env: { ...env, WORKERS: '2' }, dataDir }));
    }
    const headers = await loginHeaders(servers[0].url);
    const urlsOf = (key) => servers.map((server) => routes[key].url.replace(/^http:\/\/[^/]+/, server.url));
    const lines = [
      `${label}, scaled out: ${env.DATABASE_URL ? 'two instances (each its own DATA_DIR), connections shared in turn' : 'WORKERS=2 (one port)'}`,
    ];
    for (const key of SCALED_ROUTES) {
      const urls = urlsOf(key);
      const figures = await measure({ url: urls.length > 1 ? urls : urls[0], headers }, servers[0].pid);
      lines.push(scaleLine(routes[key].title, oneProcess[key], figures));
    }
    return lines;
  } finally {
    for (const server of servers) await server.stop();
  }
}
