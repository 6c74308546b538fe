// Writes dist/route-preloads.json: for every route of the SPA's route table, the script files of its lazy screen
// (its chunk group, without the entry) and of the catalogues it registers, per language; the chunks a logged-in visit
// loads on every page; and the entry's own catalogues per language. The server puts the ones of the page's language
// in index.html as <link rel="preload"> (server/src/http/routePreloads.ts), so a first visit downloads its route's
// chunks beside the entry instead of after the entry has run.
import fs from 'node:fs';
import path from 'node:path';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** The chunk group every logged-in page loads (src/app/router.tsx, src/app/layout/AppLayout.tsx). */
const SESSION_CHUNK_GROUPS = ['member-session'];

/** The webpackChunkName of each `const Screen = lazyWithCatalogues(() => import(/* webpackChunkName: "…" *\/ …))`. */
function lazyScreenChunks(source) {
  const lazyScreen = /const (\w+) = lazyWithCatalogues\(\s*\(\) =>\s*import\(\s*\/\* webpackChunkName: "([^"]+)" \*\//g;
  return new Map([...source.matchAll(lazyScreen)].map(([, screen, chunk]) => [screen, chunk]));
}

/**
 * Reads the route table of src/app/routes.tsx: each route's path, access level, the webpackChunkName of its screen and
 * its title key. Throws when a route's screen has no chunk name or the route no title, so the manifest can never
 * silently miss a page.
 */
export function routeChunks(routesSource) {
  const chunkOfScreen = lazyScreenChunks(routesSource);
  const table = routesSource.slice(routesSource.indexOf('export const appRoutes'));
  const routes = [...table.matchAll(/\{\s*path: '([^']+)',\s*access: '(\w+)',\s*Screen: (\w+)([^}]*)\}/g)].map(
    ([, path, access, screen, rest]) => {
      const chunk = chunkOfScreen.get(screen);
      if (!chunk) throw new Error(`routes.tsx: the screen ${screen} of ${path} has no webpackChunkName`);
      const title = /\btitle: '(\w+)'/.exec(rest)?.[1];
      if (!title) throw new Error(`routes.tsx: the route ${path} has no title`);
      return { path, access, chunk, title };
    },
  );
  const declared = table.match(/\bpath: '/g)?.length ?? 0;
  if (routes.length === 0 || routes.length !== declared) {
    throw new Error(
      `routes.tsx: read ${routes.length} of the ${declared} routes of appRoutes; write each as { path, access, Screen, title... }`,
    );
  }
  return routes;
}

const HEAD_LANGUAGES = ['it', 'en'];

/**
 * The texts of a page's <head> in each language, from the SPA's common catalogues (`app.pageTitle`, `app.meta`),
 * filled as the SPA fills them (src/app/DocumentTitle.tsx): `title(key)` gives `{ it, en }` for a route's title key
 * (`notFound` for an address that is no route), `description` the meta description. Throws on a missing text.
 */
export function pageHeadTexts(localesDir, productName) {
  const catalogues = Object.fromEntries(
    HEAD_LANGUAGES.map((language) => [
      language,
      JSON.parse(fs.readFileSync(path.join(localesDir, language, 'common.json'), 'utf8')).app,
    ]),
  );
  const fill = (template, values) =>
    Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, value), template);
  const byLanguage = (pick) =>
    Object.fromEntries(
      HEAD_LANGUAGES.map((language) => {
        const value = pick(catalogues[language], language);
        if (typeof value !== 'string') throw new Error(`common.json (${language}): a page head text is missing`);
        return [language, value];
      }),
    );
  return {
    title: (key) =>
      byLanguage((app) => {
        const page = app.pageTitle?.[key];
        return typeof page === 'string' ? fill(app.pageTitle.format, { page, product: productName }) : undefined;
      }),
    description: byLanguage((app) =>
      typeof app.meta?.description === 'string' ? fill(app.meta.description, { product: productName }) : undefined,
    ),
  };
}

/** A catalogue's chunk group: `i18n-<language>-<namespace>` (src/i18n/registerCatalogue.ts). */
const CATALOGUE_GROUP = /^i18n-([a-z]{2})-[\w-]+$/;

/**
 * Reads a page made of lazy tabs (src/app/pages/ProfileRoutePage.tsx): each tab's name and the webpackChunkName of its
 * panel, from its `lazyWithCatalogues(() => import(/* webpackChunkName: "…" *\/ …))` screens and its
 * `tab: loadedWithTab(Screen)` panels. Throws when a panel's screen has no chunk name.
 */
export function tabChunks(pageSource) {
  const chunkOfScreen = lazyScreenChunks(pageSource);
  const tabs = [...pageSource.matchAll(/^\s+(\w+): loadedWithTab\((\w+)\),?$/gm)].map(([, tab, screen]) => {
    const chunk = chunkOfScreen.get(screen);
    if (!chunk) throw new Error(`tab ${tab}: its screen ${screen} has no webpackChunkName`);
    return { tab, chunk };
  });
  if (tabs.length === 0) throw new Error('read no tab of the form `tab: loadedWithTab(Screen)`');
  return tabs;
}

export class RoutePreloadsPlugin {
  /**
   * `defaultLanguage`: the build's CAMPO_DEFAULT_LANGUAGE, the language of a visitor without a `lang` cookie.
   * `tabbedPages`: routes whose panel is a lazy tab named by a query parameter (`/profile?tab=myOrders`), each with
   * the source file of its tab table, the parameter and the tab shown without one.
   */
  constructor(routesFile, defaultLanguage, tabbedPages = [], head = null) {
    this.routesFile = routesFile;
    this.defaultLanguage = defaultLanguage;
    this.tabbedPages = tabbedPages;
    /** `{ localesDir, productName }`: where the page titles and the meta description come from (pageHeadTexts). */
    this.head = head;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutePreloadsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutePreloadsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const entryChunks = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.chunks));
          const group = (name) => {
            const found = compilation.namedChunkGroups.get(name);
            if (!found) throw new Error(`RoutePreloadsPlugin: no chunk group named ${name}`);
            return found;
          };
          const scriptsOfGroup = (chunkGroup) =>
            chunkGroup.chunks
              .filter((chunk) => !entryChunks.has(chunk))
              .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
              .map((file) => `${publicPath}${file}`);
          const scriptsOf = (name) => scriptsOfGroup(group(name));
          // The catalogues a group's modules register: its direct children named i18n-<language>-<namespace>, by language.
          const cataloguesOf = (groups) => {
            const byLanguage = {};
            for (const child of groups.flatMap((chunkGroup) => chunkGroup.getChildren())) {
              const language = CATALOGUE_GROUP.exec(child.name ?? '')?.[1];
              if (!language) continue;
              byLanguage[language] = [...new Set([...(byLanguage[language] ?? []), ...scriptsOfGroup(child)])];
            }
            return byLanguage;
          };
          const tabsOf = (routePath) => {
            const page = this.tabbedPages.find((candidate) => candidate.path === routePath);
            if (!page) return undefined;
            const tabs = tabChunks(fs.readFileSync(page.source, 'utf8'));
            if (!tabs.some(({ tab }) => tab === page.fallback))
              throw new Error(`${page.source}: no tab ${page.fallback}`);
            return {
              param: page.param,
              fallback: page.fallback,
              panels: Object.fromEntries(
                tabs.map(({ tab, chunk }) => [
                  tab,
                  { scripts: scriptsOf(chunk), catalogues: cataloguesOf([group(chunk)]) },
                ]),
              ),
            };
          };
          const head = this.head ? pageHeadTexts(this.head.localesDir, this.head.productName) : null;
          const manifest = {
            defaultLanguage: this.defaultLanguage,
            ...(head ? { notFoundTitles: head.title('notFound'), descriptions: head.description } : {}),
            routes: routeChunks(fs.readFileSync(this.routesFile, 'utf8')).map(({ path, access, chunk, title }) => ({
              path,
              access,
              ...(head ? { titles: head.title(title) } : {}),
              scripts: scriptsOf(chunk),
              catalogues: cataloguesOf([group(chunk)]),
              tabs: tabsOf(path),
            })),
            session: [...new Set(SESSION_CHUNK_GROUPS.flatMap(scriptsOf))],
            sessionCatalogues: cataloguesOf(SESSION_CHUNK_GROUPS.map(group)),
            entryCatalogues: cataloguesOf([...compilation.entrypoints.values()]),
          };
          compilation.emitAsset(ROUTE_PRELOADS_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
        },
      );
    });
  }
}
