import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AppStore } from '../app/store';

/** The `api` argument RTK Query hands a base query, bound to a real store, for calling a base query directly. */
export function baseQueryApiFor(store: AppStore, type: 'query' | 'mutation' = 'query'): BaseQueryApi {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    abort: (reason?: string) => controller.abort(reason),
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'testEndpoint',
    type,
  };
}
