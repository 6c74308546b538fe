import type { Compiler } from 'webpack';

export const ROUTE_PRELOADS_FILE: string;
export function routeChunks(routesSource: string): { path: string; access: string; chunk: string }[];
export function tabChunks(pageSource: string): { tab: string; chunk: string }[];
export interface TabbedPage {
  /** The route's path in src/app/routes.tsx. */
  path: string;
  /** The file with its `tab: loadedWithTab(Screen)` panels. */
  source: string;
  /** The query parameter naming the tab, and the tab shown without it. */
  param: string;
  fallback: string;
}
export class RoutePreloadsPlugin {
  /** defaultLanguage: the language of a visitor without a `lang` cookie (CAMPO_DEFAULT_LANGUAGE). */
  constructor(routesFile: string, defaultLanguage: 'it' | 'en', tabbedPages?: TabbedPage[]);
  apply(compiler: Compiler): void;
}
