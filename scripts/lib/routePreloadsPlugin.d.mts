import type { Compiler } from 'webpack';

export const ROUTE_PRELOADS_FILE: string;
export function routeChunks(routesSource: string): { path: string; access: string; chunk: string }[];
export class RoutePreloadsPlugin {
  /** defaultLanguage: the language of a visitor without a `lang` cookie (CAMPO_DEFAULT_LANGUAGE). */
  constructor(routesFile: string, defaultLanguage: 'it' | 'en');
  apply(compiler: Compiler): void;
}
