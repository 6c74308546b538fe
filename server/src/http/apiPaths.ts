export const API_PREFIX = '/api';
export const DOCS_PATH = '/api/docs';
export const HEALTH_PATH = '/api/health';

/** The path without its query string. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** Routes a browser or a monitor reaches without the client key: the health check and the API docs. */
export function isPublicApiPath(url: string): boolean {
  const path = pathOf(url);
  return path === HEALTH_PATH || path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`);
}
