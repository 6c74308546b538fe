// `npm run bench -- api-chat`: the chat's reads and a send on the real server (compiled, production mode, one
// process, SQLite, demo seed) under autocannon at 50 connections, next to a bare Fastify hello route in the same run:
// req/s as % of bare and p99, for Mario. The conversation is his 2,000-message thread with Federico (the first page
// and an older page); the send goes to Giulia's thread (the send rate limit is raised for the bench). Figures are
// reported, never asserted (goals of issue 25).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, warmUp, line } from './api.mjs';
import { loginHeaders, startBare, startCampo } from './apiServer.mjs';
import { scaledDataDir } from './apiScale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Issue 25's goals: conversation pages, inbox and teams >= 15 % of bare with p99 < 50 ms; a send >= 5 %. */
const READ_GOAL = 15;
const SEND_GOAL = 5;
const P99_GOAL_MS = 50;
const CHAT_SCALE = process.env.BENCH_CHAT_SCALE ? Number(process.env.BENCH_CHAT_SCALE) : null;

/** A multipart body of text fields, as the SPA's FormData sends a text message. */
function multipart(fields) {
  const boundary = `----campo-bench-${crypto.randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The chat's routes for Mario, as autocannon options, with the goal each is held to. */
export async function chatRoutes(url) {
  const headers = await loginHeaders(url);
  const get = async (pathAndQuery) => (await (await fetch(`${url}${pathAndQuery}`, { headers })).json()).data;
  const inbox = await get('/api/user/message/inbox?offset=0&limit=50');
  const long = inbox.find((thread) => thread.type === 'Single' && thread.name.startsWith('Federico'));
  const giulia = inbox.find((thread) => thread.type === 'Single' && thread.name.startsWith('Giulia'));
  if (!long || !giulia) throw new Error('the demo seed has no thread of Mario with Federico and with Giulia');
  const size = (await (await fetch(`${url}/api/user/message/conversation/${long._id}?limit=1`, { headers })).json())
    .total;
  const deep = await get(`/api/user/message/conversation/${long._id}?offset=${Math.floor(size / 2)}&limit=1`);
  const thread = `GET conversation (${size.toLocaleString('en-GB')})`;
  const contacts = await get(`/api/user/message/contact/list?name=${encodeURIComponent('Giulia Bianchi')}&page=1`);
  const read = (title, pathAndQuery) => ({ title, url: `${url}${pathAndQuery}`, headers, goal: READ_GOAL });
  const text = (n) => {
    const { body, contentType } = multipart({ reciever: contacts[0]._id, text: `Bench ${n}` });
    return { method: 'POST', headers: { ...headers, 'content-type': contentType }, body };
  };
  return {
    firstPage: read(`${thread}, first page`, `/api/user/message/conversation/${long._id}?limit=15`),
    olderPage: read(
      `${thread}, older page`,
      `/api/user/message/conversation/${long._id}?limit=15&before=${deep[0]._id}`,
    ),
    inbox: read('GET /api/user/message/inbox', '/api/user/message/inbox?offset=0&limit=3'),
    teams: read('GET /api/user/teams', '/api/user/teams?offset=0&limit=2'),
    send: {
      title: 'POST send/message/in/single',
      url: `${url}/api/user/send/message/in/single`,
      requests: [text(1), text(2)],
      goal: SEND_GOAL,
    },
  };
}

/** The chat bench as lines of text (SQLite). */
export async function benchApiChat() {
  const bare = await startBare(root);
  // A copy of the grown demo: the send must not grow the seeded one.
  const dataDir = CHAT_SCALE && fs.mkdtempSync(path.join(os.tmpdir(), 'campo-bench-chat-scale-'));
  if (dataDir) fs.cpSync(scaledDataDir(CHAT_SCALE), dataDir, { recursive: true });
  const campo = await startCampo(root, { dataDir, env: { MESSAGE_RATE_LIMIT_MAX: '100000' } });
  const lines = [];
  try {
    const routes = await chatRoutes(campo.url);
    const { send, ...reads } = routes;
    await warmUp(reads);
    const bareFigures = await measure({ url: `${bare.url}/hello` }, bare.pid);
    const seed = CHAT_SCALE ? `demo seed grown ${CHAT_SCALE} times` : 'demo seed';
    lines.push(`SQLite, one process, ${seed}, Mario: 50 connections per route after warm-up, loopback`);
    lines.push(line('bare Fastify hello route', bareFigures, bareFigures));
    // The send last: it grows a thread the reads do not open.
    for (const options of [...Object.values(reads), send]) {
      const { goal, ...request } = options;
      const figures = await measure(request, campo.pid);
      // The p99 goal is the reads' (issue 25); a send's p99 is printed without one.
      lines.push(line(options.title, figures, bareFigures, goal, options === send ? undefined : P99_GOAL_MS));
    }
  } finally {
    await campo.stop();
    await bare.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const text of await benchApiChat()) console.info(text);
}
