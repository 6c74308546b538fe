// Emits what makes Campo an installable, offline-capable web app: /manifest.webmanifest, its icons (drawn by
// pwaIcons.mjs) and /sw.js, the service worker (src/serviceWorker/worker.ts bundled by esbuild) with the build's
// precache list: the entry's scripts, the catalogues every page needs, and the scripts and catalogues of My events
// and of /my/event/{id} (read from route-preloads.json, so it runs after RoutePreloadsPlugin).
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { drawIcon } from './pwaIcons.mjs';
import { ROUTE_PRELOADS_FILE } from './routePreloadsPlugin.mjs';

export const MANIFEST_FILE = 'manifest.webmanifest';
export const SERVICE_WORKER_FILE = 'sw.js';

/** The routes whose screens work offline, and the profile tab that lists the registered events. */
const OFFLINE_ROUTES = ['/my/event/:id', '/profile'];
const OFFLINE_PROFILE_TAB = 'myEvents';
/**
 * Lazy chunks every page may load outside a route's error boundary: the toast host (notistack) shows the failed
 * calls of an offline page, and a chunk that cannot load there would take the whole app down.
 */
const OFFLINE_CHUNK_GROUPS = ['toasts'];

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * Every script and catalogue (both languages) a page of the list needs, the member session's, and the scripts and
 * style sheets of `entryFiles`.
 */
export function precacheList(preloads, entryFiles) {
  const files = new Set(entryFiles.filter((file) => /\.(js|css)$/.test(file)).map((file) => `/${file}`));
  const addCatalogues = (catalogues = {}) =>
    Object.values(catalogues)
      .flat()
      .forEach((file) => files.add(file));
  preloads.session.forEach((file) => files.add(file));
  addCatalogues(preloads.entryCatalogues);
  addCatalogues(preloads.sessionCatalogues);
  for (const path of OFFLINE_ROUTES) {
    const route = preloads.routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`pwaPlugin: ${path} is not in ${ROUTE_PRELOADS_FILE}`);
    route.scripts.forEach((file) => files.add(file));
    addCatalogues(route.catalogues);
    const tab = route.tabs?.panels[OFFLINE_PROFILE_TAB];
    tab?.scripts.forEach((file) => files.add(file));
    addCatalogues(tab?.catalogues);
  }
  return [...files].sort();
}

export function webManifest({ name, description, language, themeColour, backgroundColour }) {
  return {
    id: '/',
    name,
    short_name: name,
    description,
    lang: language,
    start_url: '/events',
    scope: '/',
    display: 'standalone',
    theme_color: themeColour,
    background_color: backgroundColour,
    icons: ICONS.map(({ file, size, purpose }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

export class PwaPlugin {
  /** @param {{ workerEntry: string, manifest: Parameters<typeof webManifest>[0], minify: boolean }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PwaPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PwaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const { manifest, workerEntry, minify } = this.options;
          const emit = (file, content) => compilation.emitAsset(file, new sources.RawSource(content));
          emit(MANIFEST_FILE, `${JSON.stringify(webManifest(manifest), null, 1)}\n`);
          for (const { file, size, purpose } of ICONS) {
            emit(file, drawIcon(size, manifest.themeColour, { maskable: purpose === 'maskable' }));
          }

          const preloads = JSON.parse(compilation.getAsset(ROUTE_PRELOADS_FILE).source.source().toString());
          const groupFiles = (name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`pwaPlugin: no chunk group named ${name}`);
            return group.getFiles();
          };
          // The build's style sheets (the prerendered one, scripts/lib/prerenderedStylesPlugin.mjs, runs before this).
          const styleSheets = compilation
            .getAssets()
            .map(({ name }) => name)
            .filter((name) => name.startsWith('assets/') && name.endsWith('.css'));
          const precache = precacheList(preloads, [
            ...groupFiles('main'),
            ...OFFLINE_CHUNK_GROUPS.flatMap(groupFiles),
            ...styleSheets,
          ]);
          const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
          const worker = await build({
            entryPoints: [workerEntry],
            bundle: true,
            write: false,
            format: 'iife',
            target: 'es2020',
            minify,
            define: { __CAMPO_PRECACHE__: JSON.stringify(precache), __CAMPO_VERSION__: JSON.stringify(version) },
          });
          emit(SERVICE_WORKER_FILE, worker.outputFiles[0].text);
        },
      );
    });
  }
}
