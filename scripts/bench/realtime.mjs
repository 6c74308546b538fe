// `npm run bench -- realtime`: live delivery and idle sockets on the real compiled server (production mode, demo
// seed). Delivery latency: Mario sends direct messages to Giulia over HTTP, one at a time at a modest rate, and the
// time from the start of each send to `message.created` on Giulia's WebSocket is recorded (p50/p95), on one
// instance and, with DATABASE_URL, on one and across two instances sharing that PostgreSQL (Mario's HTTP to A,
// Giulia's socket on B: the event crosses LISTEN/NOTIFY). Memory: the server's resident memory before and after
// opening 1,000 authenticated idle sockets. Figures are printed, never asserted; issue 11's goals beside them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { CLIENT_KEY, freePort, loginHeaders, residentMb, startCampo } from './apiServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MESSAGES = Number(process.env.BENCH_RT_MESSAGES ?? 200);
const WARM_UP_MESSAGES = 20;
/** Pause between one delivery and the next send: about 15 messages a second, a busy chat, not a flood. */
const GAP_MS = 50;
const SOCKETS = Number(process.env.BENCH_RT_SOCKETS ?? 1000);
const SESSIONS = 10;
const HEARTBEAT_S = 5;
const GOALS = { p95Ms: 150, extraMb: 100 };
const WAIT_LIMIT_MS = 10_000;

const PASSWORD = process.env.SEED_PASSWORD ?? 'campo1234';
const MARIO = 'mario@campo.test';
const GIULIA = 'giulia@campo.test';
// One secret for every instance, so a token from A opens a socket on B; sends and logins unthrottled (bench only:
// the production limits are 30 messages a minute per user and 50 logins per 15 minutes per IP).
const BENCH_ENV = {
  TOKEN_SECRET: crypto.randomBytes(48).toString('base64url'),
  MESSAGE_RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  LOG_LEVEL: 'warn',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tokenOf = (headers) => headers.authorization.replace('Bearer ', '');

/** A socket on /api/ws as a browser opens it: subprotocols `campo.v1` + `campo.token.<token>`, the key as `?key=`. */
function openSocket(url, token, onEvent = () => {}) {
  const wsUrl = `${url.replace(/^http/, 'ws')}/api/ws?key=${encodeURIComponent(CLIENT_KEY['x-campo-key'])}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, ['campo.v1', `campo.token.${token}`]);
    const timer = setTimeout(() => reject(new Error('no ready event')), WAIT_LIMIT_MS);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
    socket.on('message', (raw) => {
      const event = JSON.parse(raw.toString());
      if (event.type === 'ready') {
        clearTimeout(timer);
        resolve({ socket, userId: event.data.userId });
      }
      onEvent(event);
    });
  });
}

function sendDirect(url, headers, recipientId, text) {
  const form = new FormData();
  form.append('reciever', recipientId);
  form.append('text', text);
  return fetch(`${url}/api/user/send/message/in/single`, { method: 'POST', headers, body: form });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Mario sends through `senderUrl`, Giulia listens on `receiverUrl`: each send waits for its delivery (or the
 * limit), then GAP_MS. Answers the sorted latencies (ms) and the HTTP answer times beside them.
 */
async function measureDelivery(senderUrl, receiverUrl) {
  const mario = await loginHeaders(senderUrl, MARIO, PASSWORD);
  const giuliaToken = tokenOf(await loginHeaders(senderUrl, GIULIA, PASSWORD));
  const pending = new Map();
  const { socket, userId: giuliaId } = await openSocket(receiverUrl, giuliaToken, (event) => {
    if (event.type !== 'message.created') return;
    pending.get(event.data.message.text)?.(performance.now());
  });
  const run = crypto.randomBytes(4).toString('hex');
  const latencies = [];
  const answers = [];
  let lost = 0;
  try {
    for (let n = 0; n < WARM_UP_MESSAGES + MESSAGES; n += 1) {
      const text = `bench ${run} ${n}`;
      const delivered = new Promise((resolve) => {
        pending.set(text, resolve);
        setTimeout(() => resolve(null), WAIT_LIMIT_MS);
      });
      const started = performance.now();
      const response = await sendDirect(senderUrl, mario, giuliaId, text);
      const answered = performance.now();
      if (response.status !== 201) throw new Error(`send answered ${response.status}: ${await response.text()}`);
      const at = await delivered;
      pending.delete(text);
      if (n >= WARM_UP_MESSAGES) {
        if (at === null) lost += 1;
        else latencies.push(at - started);
        answers.push(answered - started);
      }
      await sleep(GAP_MS);
    }
  } finally {
    socket.close();
  }
  return { latencies: latencies.sort((a, b) => a - b), answers: answers.sort((a, b) => a - b), lost };
}

function deliveryLine(label, { latencies, answers, lost }) {
  if (latencies.length === 0) return `  ${label.padEnd(52)} no message was delivered within ${WAIT_LIMIT_MS / 1000} s`;
  const p95 = percentile(latencies, 95);
  const goal = `goal p95 < ${GOALS.p95Ms} ms, ${p95 < GOALS.p95Ms ? 'met' : 'NOT met'}`;
  const lostText = lost ? `, ${lost} never delivered within ${WAIT_LIMIT_MS / 1000} s` : '';
  return (
    `  ${label.padEnd(52)} p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${goal}), ` +
    `max ${latencies.at(-1).toFixed(1)} ms; HTTP answer p50 ${percentile(answers, 50).toFixed(1)} ms${lostText}`
  );
}

/** CPU time (user + system) of a process in ms, from /proc. */
function cpuMs(pid) {
  // The fields after the command name and the state: utime and stime are the 11th and 12th, in clock ticks (100/s).
  const fields = /\) \S+ (.*)$/.exec(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').trim())[1].split(' ');
  return ((Number(fields[10]) + Number(fields[11])) * 1000) / 100;
}

/**
 * The server's own inspector (loopback, bench only): a full garbage collection before each reading, so resident
 * memory and the JS heap compare like with like instead of wherever the collector happened to be.
 */
async function inspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 0;
  const call = (method) =>
    new Promise((resolve) => {
      const id = (nextId += 1);
      const onMessage = (raw) => {
        const answer = JSON.parse(raw.toString());
        if (answer.id !== id) return;
        socket.off('message', onMessage);
        resolve(answer.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    /** RSS and used JS heap in MB after a full collection. */
    async memory(pid) {
      await call('HeapProfiler.collectGarbage');
      await sleep(500);
      const { usedSize } = await call('Runtime.getHeapUsage');
      return { rssMb: residentMb(pid), heapMb: usedSize / 1024 / 1024 };
    },
    close: () => socket.close(),
  };
}

/** RSS and JS heap before and after SOCKETS idle sockets spread over SESSIONS sessions of Mario and Giulia. */
async function measureIdleSockets() {
  const inspectPort = await freePort();
  const campo = await startCampo(root, {
    env: { ...BENCH_ENV, REALTIME_HEARTBEAT: `${HEARTBEAT_S}s` },
    nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`],
  });
  const debug = await inspector(inspectPort);
  const sockets = [];
  try {
    const tokens = [];
    for (let n = 0; n < SESSIONS; n += 1)
      tokens.push(tokenOf(await loginHeaders(campo.url, n % 2 ? GIULIA : MARIO, PASSWORD)));
    // One socket opened and closed first, so the route and ws code paths are loaded before the baseline.
    (await openSocket(campo.url, tokens[0])).socket.close();
    await sleep(1000);
    const before = await debug.memory(campo.pid);
    const started = performance.now();
    for (let n = 0; n < SOCKETS; n += 50) {
      const batch = Array.from({ length: Math.min(50, SOCKETS - n) }, (_, k) =>
        openSocket(campo.url, tokens[(n + k) % SESSIONS]),
      );
      for (const { socket } of await Promise.all(batch)) sockets.push(socket);
    }
    const openSeconds = (performance.now() - started) / 1000;
    await sleep(1000);
    const after = await debug.memory(campo.pid);
    // Idle cost: CPU over two heartbeats (a ping and a session check per socket at each).
    const cpuBefore = cpuMs(campo.pid);
    await sleep(2 * HEARTBEAT_S * 1000);
    const heartbeatCpuMs = (cpuMs(campo.pid) - cpuBefore) / 2;
    const held = await debug.memory(campo.pid);
    const stillOpen = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
    return { before, after, held, openSeconds, heartbeatCpuMs, stillOpen };
  } finally {
    debug.close();
    for (const socket of sockets) socket.terminate();
    await campo.stop();
  }
}

/** Two instances on one PostgreSQL: A seeds it (when empty), then B starts on the same database. */
async function startPair(databaseUrl) {
  const env = { ...BENCH_ENV, DATABASE_URL: databaseUrl };
  const a = await startCampo(root, { env });
  try {
    return [a, await startCampo(root, { env })];
  } catch (error) {
    await a.stop();
    throw error;
  }
}

/** The realtime benchmark as lines of text. */
export async function benchRealtime() {
  const lines = [
    `Delivery: ${MESSAGES} direct messages Mario -> Giulia after ${WARM_UP_MESSAGES} of warm-up, one at a time, ${GAP_MS} ms apart; send start -> message.created`,
  ];
  const single = await startCampo(root, { env: BENCH_ENV });
  try {
    lines.push(deliveryLine('SQLite, one instance', await measureDelivery(single.url, single.url)));
  } finally {
    await single.stop();
  }

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const [a, b] = await startPair(databaseUrl);
    try {
      lines.push(deliveryLine('PostgreSQL, one instance', await measureDelivery(a.url, a.url)));
      lines.push(
        deliveryLine('PostgreSQL, two instances (HTTP to A, socket on B)', await measureDelivery(a.url, b.url)),
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  } else {
    lines.push(
      '  PostgreSQL (one and two instances): skipped, DATABASE_URL is not set. Run it with',
      '    DATABASE_URL=postgres://user:password@127.0.0.1:5432/campo_bench npm run bench -- realtime',
      '  (an empty database is seeded with the demo data on the first start; both instances share it).',
    );
  }

  const idle = await measureIdleSockets();
  const extraMb = idle.after.rssMb - idle.before.rssMb;
  const heapKb = ((idle.after.heapMb - idle.before.heapMb) * 1024) / SOCKETS;
  lines.push(
    `Idle sockets: ${idle.stillOpen} of ${SOCKETS} authenticated WebSockets (${SESSIONS} sessions) still open on one instance (SQLite), ` +
      `opened in ${idle.openSeconds.toFixed(1)} s; every reading after a full GC`,
    `  server resident memory ${idle.before.rssMb.toFixed(0)} MB before, ${idle.after.rssMb.toFixed(0)} MB after: ` +
      `+${extraMb.toFixed(1)} MB (goal < ${GOALS.extraMb} MB extra, ${extraMb < GOALS.extraMb ? 'met' : 'NOT met'}), ` +
      `${idle.held.rssMb.toFixed(0)} MB after two heartbeats`,
    `  JS heap ${idle.before.heapMb.toFixed(1)} MB before, ${idle.after.heapMb.toFixed(1)} MB after: ${heapKb.toFixed(1)} KB a socket; ` +
      `${idle.held.heapMb.toFixed(1)} MB after two heartbeats`,
    `  server CPU per heartbeat (REALTIME_HEARTBEAT=${HEARTBEAT_S}s here, 30s by default): ${idle.heartbeatCpuMs.toFixed(0)} ms ` +
      `for ${SOCKETS} pings and session checks`,
  );
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const text of await benchRealtime()) console.info(text);
}
