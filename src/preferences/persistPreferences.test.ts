import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { i18n } from '../i18n';
import { buildProfile, buildWireUser } from '../testing/fixtures/userFixtures';
import { server } from '../testing/server';
import { TEST_TOKEN } from '../testing/sessionFixtures';
import { sessionStarted } from '../session/sessionSlice';
import { makeStore } from '../app/store';
import savedV0 from './fixtures/preferencesV0.json';
import { PREFERENCES_PERSIST_KEY, PREFERENCES_PERSIST_VERSION } from './persistPreferences';
import { colorSchemeChanged } from './preferencesSlice';

const storageKey = `persist:${PREFERENCES_PERSIST_KEY}`;

function startPersistedStore() {
  const store = makeStore();
  const persistor = persistStore(store);
  return { store, persistor };
}

async function rehydrated(store: ReturnType<typeof makeStore>) {
  await waitFor(() => expect(store.getState().preferences._persist?.rehydrated).toBe(true));
}

function storedPreferences(): Record<string, unknown> | null {
  const raw = localStorage.getItem(storageKey);
  if (raw === null) return null;
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, JSON.parse(value)]));
}

const sessionProbeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    persistProbe: build.query<unknown, void>({ query: () => '/user/profile' }),
  }),
});

describe('persisted preferences', () => {
  it('migrates the version-0 fixture to version 1 on load', async () => {
    localStorage.setItem(storageKey, JSON.stringify(savedV0));
    const { store } = startPersistedStore();
    await rehydrated(store);

    const { _persist, ...preferences } = store.getState().preferences;
    expect(preferences).toEqual({ language: 'en', colorScheme: 'dark', sidebarOpen: false, sidebarSize: 'compact' });
    expect(_persist).toEqual({ version: PREFERENCES_PERSIST_VERSION, rehydrated: true });
    // The saved language wins over the build default, for the texts too.
    await waitFor(() => expect(i18n.language).toBe('en'));
  });

  it('fills the defaults when a version-0 save lacks a field', async () => {
    localStorage.setItem(storageKey, JSON.stringify({ lang: '"de"', _persist: savedV0._persist }));
    const { store } = startPersistedStore();
    await rehydrated(store);

    expect(store.getState().preferences).toMatchObject({
      language: 'it',
      colorScheme: 'system',
      sidebarOpen: false,
      sidebarSize: 'regular',
    });
  });

  it('saves choices under version 1, and never the session or the API cache', async () => {
    server.use(http.get('/api/user/profile', () => HttpResponse.json({ message: 'ok', data: buildProfile() })));
    const { store, persistor } = startPersistedStore();
    await rehydrated(store);

    store.dispatch(sessionStarted({ token: TEST_TOKEN, user: buildWireUser() }));
    await store.dispatch(sessionProbeApi.endpoints.persistProbe.initiate());
    store.dispatch(colorSchemeChanged('dark'));
    await persistor.flush();

    // Besides the preferences, only the chat's outbox of unsent messages (empty here) is kept.
    expect(Object.keys(localStorage).sort()).toEqual(['persist:campo-outbox', storageKey]);
    expect(JSON.parse(JSON.parse(localStorage.getItem('persist:campo-outbox') ?? '{}').entries)).toEqual([]);
    expect(localStorage.getItem('persist:campo-outbox')).not.toContain(TEST_TOKEN);
    expect(storedPreferences()).toEqual({
      language: 'it',
      colorScheme: 'dark',
      sidebarOpen: false,
      sidebarSize: 'regular',
      _persist: { version: 1, rehydrated: true },
    });
    expect(localStorage.getItem(storageKey)).not.toContain(TEST_TOKEN);
  });
});
