import type { Compiler } from 'webpack';

export const MANIFEST_FILE: string;
export const SERVICE_WORKER_FILE: string;

export interface WebManifestSettings {
  name: string;
  description: string;
  language: string;
  themeColour: string;
  backgroundColour: string;
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/** The parts of route-preloads.json (scripts/lib/routePreloadsPlugin.mjs) the precache list reads. */
interface Catalogues {
  [language: string]: string[];
}
export interface RoutePreloadsForPrecache {
  session: string[];
  entryCatalogues: Catalogues;
  sessionCatalogues: Catalogues;
  routes: {
    path: string;
    scripts: string[];
    catalogues: Catalogues;
    tabs?: { panels: Record<string, { scripts: string[]; catalogues: Catalogues }> };
  }[];
}

export function webManifest(settings: WebManifestSettings): WebManifest;
export function precacheList(preloads: RoutePreloadsForPrecache, entryFiles: string[]): string[];

export class PwaPlugin {
  constructor(options: { workerEntry: string; manifest: WebManifestSettings; minify: boolean });
  apply(compiler: Compiler): void;
}
