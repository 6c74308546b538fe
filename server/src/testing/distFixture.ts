import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { prerenderedStylesAsset } from '../../../scripts/lib/prerenderedStylesPlugin.mjs';
import { pageHeadTexts, routeChunks } from '../../../scripts/lib/routePreloadsPlugin.mjs';
import { ROUTE_PRELOADS_FILE } from '../http/routePreloads';

export const FIXTURE_INDEX_HTML =
  '<!doctype html><html lang="it"><head><meta name="csp-nonce" content="__CSP_NONCE__" />' +
  '<meta name="description" content="Campo: eventi sportivi, biglietti, kit dei club e chat di squadra." />' +
  '<title>Campo</title>' +
  '<script defer src="/assets/app.3f9a1c.js"></script></head><body><div id="root"></div></body></html>';

/** The SPA's route table, read from src/app/routes.tsx the way the build reads it (as text: no SPA code is run). */
export function spaRouteTable(): { path: string; access: string; title: string }[] {
  const routesFile = path.resolve(__dirname, '../../../src/app/routes.tsx');
  return routeChunks(readFileSync(routesFile, 'utf8')).map(({ path: routePath, access, title }) => ({
    path: routePath,
    access,
    title,
  }));
}

/** The page titles and description the build puts in its manifest, from the SPA's real catalogues. */
export const fixtureHeadTexts = pageHeadTexts(path.resolve(__dirname, '../../../src/i18n/locales'), 'Campo');

/** The prerendered style sheet the build writes (scripts/lib/prerenderedStylesPlugin.mjs), as in the fixture. */
export const FIXTURE_PRERENDERED_CSS = Buffer.from(
  `#campo-prerendered-styles{--names:"1x2y3z"}\n${'.campo-1x2y3z{display:flex;gap:8px;}\n'.repeat(60)}`,
);
export const FIXTURE_PRERENDERED_ASSET = prerenderedStylesAsset(FIXTURE_PRERENDERED_CSS);

/** A small built SPA (what `npm run build` writes) in a temp folder; `remove()` deletes it. */
export function createDistFixture(options: { withIndex?: boolean; defaultLanguage?: 'it' | 'en' } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'campo-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  if (options.withIndex !== false) writeFileSync(path.join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  // Big enough to be worth compressing; with the brotli and gzip copies the build writes beside every script
  // (scripts/lib/precompressPlugin.mjs). The lazy chunk has none, like a file copied in by hand.
  const script = Buffer.from(`console.info(${JSON.stringify('campo '.repeat(800))});\n`);
  writeFileSync(path.join(dir, 'assets', 'app.3f9a1c.js'), script);
  const brotliMax = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
  writeFileSync(path.join(dir, 'assets', 'app.3f9a1c.js.br'), brotliCompressSync(script, brotliMax));
  writeFileSync(path.join(dir, 'assets', 'app.3f9a1c.js.gz'), gzipSync(script, { level: 9 }));
  writeFileSync(path.join(dir, FIXTURE_PRERENDERED_ASSET), FIXTURE_PRERENDERED_CSS);
  writeFileSync(
    path.join(dir, `${FIXTURE_PRERENDERED_ASSET}.br`),
    brotliCompressSync(FIXTURE_PRERENDERED_CSS, brotliMax),
  );
  writeFileSync(path.join(dir, 'assets', 'lazy.5d1e2f.js'), `console.info(${JSON.stringify('lazy '.repeat(800))});\n`);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  // The route manifest the build writes (scripts/lib/routePreloadsPlugin.mjs), with the real route table and no chunks.
  const routes = spaRouteTable().map(({ title, ...route }) => ({
    ...route,
    titles: fixtureHeadTexts.title(title),
    scripts: [],
  }));
  writeFileSync(
    path.join(dir, ROUTE_PRELOADS_FILE),
    JSON.stringify({
      defaultLanguage: options.defaultLanguage ?? 'it',
      notFoundTitles: fixtureHeadTexts.title('notFound'),
      descriptions: fixtureHeadTexts.description,
      routes,
      session: [],
    }),
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
