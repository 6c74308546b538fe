import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import type { SessionRecorder } from '../lib/qa/sessionRecorder';
import { AppProviders } from './providers';
import { SessionRecorderContext } from './qa/sessionRecorderContext';
import { AppRoutes } from './router';
import type { AppStore } from './store';

// Only a browser with QA tools switched on (`?devtools=on`) downloads it.
const QaTools = lazy(() => import(/* webpackChunkName: "qa-tools" */ './qa/QaTools'));

export interface AppProps {
  store: AppStore;
  /** Records the session for Report a problem and the QA export. */
  recorder?: SessionRecorder;
  /** QA tools are switched on in this browser: the export button and shortcut. */
  qaTools?: boolean;
}

/** The whole product; index.tsx renders it once saved preferences are back in the store (no colour or language flash). */
export function App({ store, recorder, qaTools = false }: AppProps) {
  return (
    <AppProviders store={store}>
      <SessionRecorderContext.Provider value={recorder}>
        <BrowserRouter>
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
