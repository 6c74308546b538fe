// `npm run bench -- api-scale`: the events list (first page and a deep page) and detail routes on a database
// grown with `npm run seed -- --scale 100` (6,000 events, 100,000 favourites, 50,000 messages), under autocannon
// next to a bare Fastify route, plus the database's plan of those routes' queries. The grown SQLite database is
// kept in .cache/bench-scale-<N>/ (seeding takes minutes) and reused; BENCH_SCALE sets N (default 100). With
// DATABASE_URL set the same runs on PostgreSQL, in a database of its own on that server (see scaledPostgres).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { GOALS, line, measure, P99_GOAL_MS, warmUp } from './api.mjs';
import { loginHeaders, startBare, startCampo } from './apiServer.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const SEED_TIMEOUT_MS = 20 * 60 * 1000;

function run(args, env, timeout) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout,
  });
  if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.error?.message ?? result.stderr.slice(-2000)}`);
  return result.stdout;
}

const seed = (env, scale = SCALE) => {
  console.info(
    `Seeding the demo at scale ${scale} (${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR}; minutes, once)...`,
  );
  run(['server/src/db/seed/run.ts', '--scale', String(scale)], env, SEED_TIMEOUT_MS);
};

/** A SQLite DATA_DIR grown `scale` times, seeded on first use. */
export function scaledDataDir(scale = SCALE) {
  const dataDir = path.join(root, '.cache', `bench-scale-${scale}`);
  if (!fs.existsSync(path.join(dataDir, 'seeded'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    seed({ DATA_DIR: dataDir, DATABASE_URL: '' }, scale);
    fs.writeFileSync(path.join(dataDir, 'seeded'), new Date().toISOString());
  }
  return dataDir;
}

async function query(connectionString, text) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL's server with a database of its own, `<name>_scale<N>`, created (the role needs CREATEDB), seeded
 * and analysed on first use; uploads in .cache/bench-scale-pg-<N>/.
 */
async function scaledPostgres(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_scale${SCALE}`.replace(/[^\w]/g, '_');
  const { rowCount } = await query(databaseUrl, `select 1 from pg_database where datname = '${name}'`);
  if (!rowCount) await query(databaseUrl, `create database "${name}"`);
  url.pathname = `/${name}`;
  const scaledUrl = url.toString();
  const dataDir = path.join(root, '.cache', `bench-scale-pg-${SCALE}`);
  const events = await query(scaledUrl, 'select count(*)::int as n from events').then(
    (result) => result.rows[0].n,
    () => 0,
  );
  if (events === 0) {
    fs.mkdirSync(dataDir, { recursive: true });
    seed({ DATA_DIR: dataDir, DATABASE_URL: scaledUrl });
    // What autovacuum would do soon after a bulk load: planner statistics and the visibility map.
    await query(scaledUrl, 'vacuum analyze');
  }
  return { dataDir, databaseUrl: scaledUrl };
}

function planLines(dataDir, env, engine) {
  const { total, plans } = JSON.parse(
    run([path.join(here, 'queryPlans.ts'), dataDir], env, 120000)
      .trim()
      .split('\n')
      .pop(),
  );
  const lines = [`  query plans (${engine}, ${total} events):`];
  for (const { route, sql, plan } of plans) {
    const table = /from "(\w+)"/.exec(sql)?.[1] ?? '?';
    lines.push(`    ${route}, ${table}: ${plan.join('; ')}`);
  }
  return lines;
}

/** The list's first page, a deep page and the detail under load on one grown database, next to a bare route. */
async function measureScaled(label, { dataDir, env }) {
  const lines = [];
  const bare = await startBare(root);
  const campo = await startCampo(root, { dataDir, env });
  try {
    const headers = await loginHeaders(campo.url);
    const list = await (await fetch(`${campo.url}/api/user/events?limit=1`, { headers })).json();
    const routes = {
      events: { title: 'GET /api/user/events', url: `${campo.url}/api/user/events`, headers },
      deep: { title: 'GET /api/user/events?offset=3000', url: `${campo.url}/api/user/events?offset=3000`, headers },
      detail: { title: 'GET /api/user/event/{id}', url: `${campo.url}/api/user/event/${list.data[0]._id}`, headers },
    };
    await warmUp(routes);
    const results = {};
    for (const [key, options] of Object.entries(routes)) results[key] = await measure(options, campo.pid);
    const bareFigures = await measure({ url: `${bare.url}/hello` }, bare.pid);
    lines.push(
      `${label}, demo at scale ${SCALE} (${list.total} events), one process:`,
      line('bare Fastify hello route', bareFigures, bareFigures),
    );
    for (const [key, options] of Object.entries(routes))
      lines.push(line(options.title, results[key], bareFigures, GOALS[key], P99_GOAL_MS[key]));
  } finally {
    await campo.stop();
    await bare.stop();
  }
  return lines;
}

/** The large-data bench as lines of text: SQLite, then PostgreSQL when DATABASE_URL is set. */
export async function benchApiScale() {
  const dataDir = scaledDataDir();
  const lines = [
    ...(await measureScaled('SQLite', { dataDir, env: {} })),
    ...planLines(dataDir, { DATABASE_URL: '' }, 'SQLite EXPLAIN QUERY PLAN'),
  ];
  if (process.env.DATABASE_URL) {
    const postgres = await scaledPostgres(process.env.DATABASE_URL);
    const env = { DATABASE_URL: postgres.databaseUrl };
    lines.push(
      ...(await measureScaled('PostgreSQL', { dataDir: postgres.dataDir, env })),
      ...planLines(postgres.dataDir, env, 'PostgreSQL EXPLAIN'),
    );
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const text of await benchApiScale()) console.info(text);
}
