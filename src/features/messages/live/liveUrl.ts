import { settings } from '../../../lib/settings';

/** `/api/ws` on the API's origin (the page's, for the usual relative base URL), with the client key as `?key=`. */
export function liveUrl(): string {
  const url = new URL(`${settings.apiBaseUrl.replace(/\/$/, '')}/ws`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('key', settings.secretHeaderValue);
  return url.href;
}
