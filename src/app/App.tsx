import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { lazyWithCatalogues } from '../i18n/lazyWithCatalogues';
import type { SessionRecorder } from '../lib/qa/sessionRecorder';
import { AppProviders } from './providers';
import { LocationRecorder } from './qa/LocationRecorder';
import { SessionRecorderContext } from './qa/sessionRecorderContext';
import { AppRoutes } from './router';
import type { AppStore } from './store';

// Only a browser with QA tools switched on (`?devtools=on`) downloads it.
const QaTools = lazy(() => import(/* webpackChunkName: "qa-tools" */ './qa/QaTools'));
const QaReplayPage = lazyWithCatalogues(() => import(/* webpackChunkName: "qa-replay" */ './qa/replay/QaReplayPage'));

/** The replay page: only with QA tools switched on; otherwise the address is an ordinary "not found". */
export const QA_REPLAY_PATH = '/qa/replay';

export interface AppProps {
  store: AppStore;
  /** Records the session for Report a problem and the QA export. */
  recorder?: SessionRecorder;
  /** QA tools are switched on in this browser: the export button and shortcut. */
  qaTools?: boolean;
}

/** The whole product; index.tsx renders it once saved preferences are back in the store (no colour or language flash). */
export function App({ store, recorder, qaTools = false }: AppProps) {
  // Outside the app's router: the replay renders the app's routes in a MemoryRouter of its own.
  if (qaTools && window.location.pathname === QA_REPLAY_PATH) {
    return (
      <AppProviders store={store}>
        <Suspense fallback={null}>
          <QaReplayPage />
        </Suspense>
      </AppProviders>
    );
  }
  return (
    <AppProviders store={store}>
      <SessionRecorderContext.Provider value={recorder}>
        <BrowserRouter>
          {recorder && <LocationRecorder />}
          <AppRoutes />
        </BrowserRouter>
        {qaTools && recorder && (
          <Suspense fallback={null}>
            <QaTools recorder={recorder} />
          </Suspense>
        )}
      </SessionRecorderContext.Provider>
    </AppProviders>
  );
}
