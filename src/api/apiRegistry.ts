import type { setupListeners } from '@reduxjs/toolkit/query';
import type { baseApi } from './baseApi';

type BaseApi = typeof baseApi;

/** The API slice and RTK Query's focus/online listeners, which come with it. */
export interface LoadedApi {
  api: BaseApi;
  setupListeners: typeof setupListeners;
}

// The API slice (RTK Query, about 15 KiB gzip) is not in the entry chunk: it loads with the first screen that calls
// the API, and each store takes it in then (app/store.ts). A page that calls no API (the landing page) never loads it.
let loaded: LoadedApi | undefined;
const waiting = new Set<(loadedApi: LoadedApi) => void>();

/** The API slice, once a feature that calls the API has loaded it; until then there is no cache to act on. */
export function loadedApi(): BaseApi | undefined {
  return loaded?.api;
}

/** Runs `attach` with the API slice: at once when it is loaded, otherwise when it loads. */
export function whenApiLoaded(attach: (loadedApi: LoadedApi) => void): void {
  if (loaded) attach(loaded);
  else waiting.add(attach);
}

/** Called once by api/baseApi.ts when it is evaluated. */
export function apiLoaded(api: LoadedApi): void {
  loaded = api;
  for (const attach of waiting) attach(api);
  waiting.clear();
}
