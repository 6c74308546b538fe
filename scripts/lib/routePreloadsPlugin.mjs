// Writes dist/route-preloads.json: for every route of the SPA's route table, the script files of its lazy screen
// (its chunk group, without the entry), plus the chunks a logged-in visit loads on every page. The server puts them
// in index.html as <link rel="preload"> (server/src/http/routePreloads.ts), so a first visit downloads its route's
// chunks beside the entry instead of after the entry has run.
import fs from 'node:fs';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** The chunk group every logged-in page loads (src/app/router.tsx, src/app/layout/AppLayout.tsx). */
const SESSION_CHUNK_GROUPS = ['member-session'];

/**
 * Reads the route table of src/app/routes.tsx: each route's path, access level and the webpackChunkName of its
 * screen. Throws when a route's screen has no chunk name, so the manifest can never silently miss a page.
 */
export function routeChunks(routesSource) {
  const chunkOfScreen = new Map();
  for (const [, screen, chunk] of routesSource.matchAll(/const (\w+) = lazy\(\s*\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g)) {
    chunkOfScreen.set(screen, chunk);
  }
  const table = routesSource.slice(routesSource.indexOf('export const appRoutes'));
  const routes = [...table.matchAll(/\{ path: '([^']+)', access: '(\w+)', Screen: (\w+)/g)].map(([, path, access, screen]) => {
    const chunk = chunkOfScreen.get(screen);
    if (!chunk) throw new Error(`routes.tsx: the screen ${screen} of ${path} has no webpackChunkName`);
    return { path, access, chunk };
  });
  const declared = table.match(/\bpath: '/g)?.length ?? 0;
  if (routes.length === 0 || routes.length !== declared) {
    throw new Error(`routes.tsx: read ${routes.length} of the ${declared} routes of appRoutes; keep each route on one line`);
  }
  return routes;
}

export class RoutePreloadsPlugin {
  constructor(routesFile) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutePreloadsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutePreloadsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const entryChunks = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.chunks));
        const scriptsOf = (groupName) => {
          const group = compilation.namedChunkGroups.get(groupName);
          if (!group) throw new Error(`RoutePreloadsPlugin: no chunk group named ${groupName}`);
          return group.chunks
            .filter((chunk) => !entryChunks.has(chunk))
            .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
            .map((file) => `${publicPath}${file}`);
        };
        const manifest = {
          routes: routeChunks(fs.readFileSync(this.routesFile, 'utf8')).map(({ path, access, chunk }) => ({
            path,
            access,
            scripts: scriptsOf(chunk),
          })),
          session: [...new Set(SESSION_CHUNK_GROUPS.flatMap(scriptsOf))],
        };
        compilation.emitAsset(ROUTE_PRELOADS_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
      });
    });
  }
}
