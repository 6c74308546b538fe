import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { acceptOffContractResponses } from '../testing/contract/mockedResponses';

// In the browser the API slice loads with the first screen that calls the API, after the store exists
// (api/apiRegistry.ts). Each test loads the modules afresh to start from a store without it.
beforeEach(() => acceptOffContractResponses());

async function storeBeforeTheApi() {
  const { makeStore } = await import('./store');
  const { sessionEnded } = await import('../session/sessionSlice');
  const store = makeStore();
  return { store, sessionEnded };
}

it('a store made before the API slice loads has no API state, and takes the slice in when it loads', async () => {
  await jest.isolateModulesAsync(async () => {
    const { store, sessionEnded } = await storeBeforeTheApi();
    expect(store.getState()).not.toHaveProperty('api');

    const { baseApi } = await import('../api/baseApi');
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {}, config: { middlewareRegistered: true } });

    server.use(http.get('/api/late/ping', () => HttpResponse.json({ message: 'ok', data: { pong: true } })));
    const lateApi = baseApi.injectEndpoints({
      endpoints: (build) => ({ ping: build.query<unknown, void>({ query: () => '/late/ping' }) }),
    });
    const result = await store.dispatch(lateApi.endpoints.ping.initiate());
    expect(result.data).toEqual({ message: 'ok', data: { pong: true } });
    expect(lateApi.endpoints.ping.select()(store.getState()).status).toBe('fulfilled');

    // Logging out empties the cache it now has.
    store.dispatch(sessionEnded('logout'));
    expect(store.getState().api.queries).toEqual({});
  });
});

it('logging out before the API slice loads still ends the session', async () => {
  await jest.isolateModulesAsync(async () => {
    const { store, sessionEnded } = await storeBeforeTheApi();
    store.dispatch(sessionEnded('logout'));
    expect(store.getState().session.loggedIn).toBe(false);
  });
});
