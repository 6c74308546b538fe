// Bundle budget: builds the SPA for production with webpack stats, then prints the gzip KiB of the JS a browser
// downloads to render the landing page (entry chunks + the landing route's chunk group) and of each route's own
// chunk. Exits non-zero when a budget is exceeded. Route chunks are named `route-<name>` in src/app/routes.tsx.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGET_KIB = { landing: 185, lazyChunk: 60 };
// What CI enforces: the goal itself (180.7 KiB on 2026-11-24, the entry and the landing route without their texts,
// which load per language: scripts/bench/pageJs.mjs measures those too). Never raise it.
export const CEILING_KIB = { landing: BUDGET_KIB.landing };

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

export function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function buildWithStats(root, statsFile) {
  fs.mkdirSync(path.dirname(statsFile), { recursive: true });
  const cli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const run = spawnSync(process.execPath, [cli, '--mode', 'production', '--json', statsFile], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error('webpack build failed');
  return JSON.parse(fs.readFileSync(statsFile, 'utf8'));
}

const jsAssets = (group) =>
  (group?.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name)).filter((n) => n.endsWith('.js'));

export function measureBundle(root) {
  const distDir = path.join(root, 'dist');
  const stats = buildWithStats(root, path.join(root, '.cache', 'webpack-stats.json'));
  const sizeOf = (files) => files.reduce((sum, f) => sum + gzipSize(path.join(distDir, f)), 0);

  const entryFiles = jsAssets(stats.namedChunkGroups.main);
  const landingGroup = stats.namedChunkGroups['route-landing'];
  const landingFiles = [...new Set([...entryFiles, ...jsAssets(landingGroup)])];

  const routes = stats.chunks
    .filter((chunk) => !chunk.initial)
    .map((chunk) => {
      const name = (chunk.names ?? []).find((n) => n.startsWith('route-')) ?? chunk.names?.[0] ?? `chunk-${chunk.id}`;
      const files = chunk.files.filter((f) => f.endsWith('.js'));
      return { name, files, gzip: sizeOf(files) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  // Chunks fetched with the first toast (the toast host), with the shared chunks they pull in.
  const afterPaintFiles = jsAssets(stats.namedChunkGroups.toasts).filter((file) => !landingFiles.includes(file));

  return {
    entry: { files: entryFiles, gzip: sizeOf(entryFiles) },
    afterPaint: { files: afterPaintFiles, gzip: sizeOf(afterPaintFiles) },
    landing: { files: landingFiles, gzip: sizeOf(landingFiles), hasRouteChunk: Boolean(landingGroup) },
    routes,
  };
}

export function reportBundle(result) {
  const lines = [];
  const failures = [];
  lines.push(`entry JS (runtime, vendors, app shell): ${kib(result.entry.gzip)} KiB gzip`);
  const landingKib = kib(result.landing.gzip);
  const landingMark =
    landingKib > BUDGET_KIB.landing ? `  OVER GOAL by ${kib((landingKib - BUDGET_KIB.landing) * 1024)}` : '';
  lines.push(
    `landing page JS in total: ${landingKib} KiB gzip (goal ${BUDGET_KIB.landing}, CI ceiling ${CEILING_KIB.landing} KiB)${landingMark}`,
  );
  if (!result.landing.hasRouteChunk) failures.push('no chunk group named route-landing: is the landing page lazy?');
  if (landingKib > CEILING_KIB.landing) failures.push(`landing page over its CI ceiling`);
  lines.push(`loaded with the first toast (notistack): ${kib(result.afterPaint.gzip)} KiB gzip`);
  lines.push(`lazy chunks (own gzip KiB, budget ${BUDGET_KIB.lazyChunk} KiB each):`);
  for (const route of result.routes) {
    lines.push(`  ${route.name.padEnd(34)} ${String(kib(route.gzip)).padStart(7)}`);
    if (kib(route.gzip) > BUDGET_KIB.lazyChunk) failures.push(`lazy chunk ${route.name} over budget`);
  }
  return { text: lines.join('\n'), failures };
}
