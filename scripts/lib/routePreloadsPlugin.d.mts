import type { Compiler } from 'webpack';

export const ROUTE_PRELOADS_FILE: string;
export function routeChunks(routesSource: string): { path: string; access: string; chunk: string; title: string }[];
/** A text of a page's <head> in each language. */
export type HeadText = Record<'it' | 'en', string>;
export function pageHeadTexts(
  localesDir: string,
  productName: string,
): { title: (key: string) => HeadText; description: HeadText };
export interface PageHeadSource {
  /** src/i18n/locales: the common catalogues hold `app.pageTitle` and `app.meta`. */
  localesDir: string;
  productName: string;
}
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
  constructor(
    routesFile: string,
    defaultLanguage: 'it' | 'en',
    tabbedPages?: TabbedPage[],
    head?: PageHeadSource | null,
  );
  apply(compiler: Compiler): void;
}
