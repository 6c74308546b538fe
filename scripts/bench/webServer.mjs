// The product as a browser sees it, for the browser benchmarks: the production build of the SPA served by the
// compiled reference server in production mode (as `npm start` runs it), on a free port with a throwaway DATA_DIR
// (seeded demo data), plus a demo member's session and the ids of a public and a member event.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compiledServer } from '../lib/serverBuild.mjs';
import { freePort } from './apiServer.mjs';

const SECRET_HEADER = {
  [process.env.SECRET_HEADER_NAME ?? 'x-campo-key']: process.env.SECRET_HEADER_VALUE ?? 'campo-web-dev-key',
};
const DEMO_MEMBER = { email: 'mario@campo.test', password: process.env.SEED_PASSWORD ?? 'campo1234' };
export const TOKEN_COOKIE = `${process.env.CAMPO_PRODUCT_NAME || 'Campo'}-Web-Token`;

async function waitForHealth(baseUrl, logFile, deadlineMs) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy; its log:\n${fs.readFileSync(logFile, 'utf8')}`);
}

async function api(baseUrl, pathname, init = {}) {
  const res = await fetch(`${baseUrl}/api${pathname}`, { ...init, headers: { ...SECRET_HEADER, ...init.headers } });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

/** The first id in a list answer, whatever envelope the list uses; null for an empty list. */
function firstId(data) {
  const list = Array.isArray(data) ? data : (data?.events ?? data?.products ?? data?.items ?? data?.data ?? []);
  return list[0]?._id ?? list[0]?.id ?? null;
}

/** A group the demo member owns (its detail page and its edit form), or null. */
async function ownGroupId(baseUrl, auth) {
  const threads = await api(baseUrl, '/user/message/inbox?offset=0&limit=50', { headers: auth });
  for (const thread of threads) {
    if (thread.type !== 'Group' || !thread.group) continue;
    const group = await api(baseUrl, `/user/group/${thread.group._id}`, { headers: auth });
    if (group.isOwner) return group._id;
  }
  return null;
}

/** The production build into `distDir` (dist/ by default); `env` adds build settings (CAMPO_SPEEDUPS_OFF). */
export function buildSpa(root, { distDir, env = {} } = {}) {
  const cli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const output = distDir ? ['--output-path', distDir] : [];
  const run = spawnSync(process.execPath, [cli, '--mode', 'production', ...output], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error('webpack build failed');
}

/**
 * Starts the server on dist/ (built here unless `built` says the caller just built it), or on `distDir` as it is;
 * `env` adds server settings; `dataDir` serves a database seeded beforehand (removed at stop), `memberEmail` logs in
 * another member than Mario (with the demo password). Resolves with its URL, a member session and demo event ids.
 */
export async function startWebServer(
  root,
  { built = false, distDir, env = {}, dataDir: seededDir, memberEmail = DEMO_MEMBER.email } = {},
) {
  if (!built && !distDir) buildSpa(root);
  const dataDir = seededDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'campo-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, ['--enable-source-maps', await compiledServer(root)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_ON_EMPTY: 'true',
      LOG_LEVEL: 'warn',
      ...(distDir ? { DIST_DIR: distDir } : {}),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  // A bench that dies or is interrupted takes its server with it.
  const killOnExit = () => server.kill('SIGTERM');
  process.once('exit', killOnExit);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  const stop = async () => {
    process.off('exit', killOnExit);
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, logFile, 120_000);
    const { token } = await api(baseUrl, '/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_MEMBER, email: memberEmail }),
    });
    const auth = { Authorization: `Bearer ${token}` };
    const memberEventId = firstId(await api(baseUrl, '/user/events?limit=1', { headers: auth }));
    if (!memberEventId) throw new Error('no event in the demo data');
    const productId = firstId(await api(baseUrl, '/user/products?limit=1', { headers: auth }));
    const addressId = firstId(await api(baseUrl, '/user/addresses', { headers: auth }));
    const myEventId = firstId(await api(baseUrl, '/user/myevents?offset=0&limit=1', { headers: auth }));
    const associationId = firstId(await api(baseUrl, '/user/associations?offset=0&limit=1', { headers: auth }));
    const groupId = await ownGroupId(baseUrl, auth);
    const paidOrderId = firstId(
      await api(baseUrl, '/user/myorders?productType=Product&view=placed&offset=0&limit=1', { headers: auth }),
    );
    return {
      baseUrl,
      distDir,
      token,
      memberEventId,
      publicEventId: memberEventId,
      productId,
      addressId,
      myEventId,
      associationId,
      groupId,
      paidOrderId,
      dataDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The cookies the SPA reads as a logged-in session (SPEC section 2; src/session/sessionCookies.ts). */
export function sessionCookies(baseUrl, token) {
  return [
    { name: TOKEN_COOKIE, value: encodeURIComponent(token), url: baseUrl },
    { name: 'loggedin', value: 'true', url: baseUrl },
  ];
}

/**
 * Every route of the route table (src/app/routes.tsx), as the browser benchmarks measure it: `pattern` is the table's
 * path, `session` pages open logged in, a page whose demo data is missing is left out.
 */
export function benchRoutes({
  memberEventId,
  publicEventId,
  productId,
  addressId,
  myEventId,
  associationId,
  groupId,
  paidOrderId,
}) {
  const member = (name, pattern, path = name) => ({ name, pattern, path, session: true });
  const visitor = (name, pattern = name) => ({ name, pattern, path: name, session: false });
  return [
    visitor('/'),
    visitor('/login'),
    member('/events', '/events'),
    member('/event/detail/{id}', '/event/detail/:id', `/event/detail/${memberEventId}`),
    {
      ...visitor('/event/detail/public/{id}', '/event/detail/public/:eventId'),
      path: `/event/detail/public/${publicEventId}`,
    },
    member('/profile', '/profile'),
    { ...member('/products', '/products'), optional: true },
    productId && member('/product/detail/{id}', '/product/detail/:id', `/product/detail/${productId}`),
    member('/my/cart', '/my/cart'),
    addressId &&
      member(
        '/order/preview/{billing}/{shipping}',
        '/order/preview/:billingAddressID/:shippingAddressID',
        `/order/preview/${addressId}/${addressId}`,
      ),
    member('/profile?tab=myOrders', '/profile'),
    member('/profile?tab=myMessages', '/profile'),
    member('/profile?tab=team', '/profile'),
    member('/event/preview/{id}', '/event/preview/:id', `/event/preview/${memberEventId}`),
    myEventId && member('/my/event/{id}', '/my/event/:id', `/my/event/${myEventId}`),
    associationId && member('/association/{id}', '/association/:id', `/association/${associationId}`),
    groupId && member('/group/detail/{id}', '/group/detail/:id', `/group/detail/${groupId}`),
    member('/group/create', '/group/create/:id?'),
    paidOrderId && member('/my/order/{id}/receipt', '/my/order/:id/receipt', `/my/order/${paidOrderId}/receipt`),
    member('/paypal/payment/return', '/paypal/payment/return'),
    member('/paypal/payment/cancel', '/paypal/payment/cancel'),
    visitor('/contact/us'),
    visitor('/privacy'),
    visitor('/terms'),
    visitor('/faqs'),
    visitor('/usersignup'),
    visitor('/signup'),
    visitor('/user/email/verify'),
  ].filter(Boolean);
}
