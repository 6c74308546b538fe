import type { Compiler } from 'webpack';

export const ROUTE_PRELOADS_FILE: string;
export function routeChunks(routesSource: string): { path: string; access: string; chunk: string }[];
export class RoutePreloadsPlugin {
  constructor(routesFile: string);
  apply(compiler: Compiler): void;
}
