import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import type { SessionRecorder } from '../lib/qa/sessionRecorder';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

// Only a browser with QA tools switched on (`?devtools=on`) downloads it.
const QaTools = lazy(() => import(/* webpackChunkName: "qa-tools" */ './qa/QaTools'));

export interface AppProps {
  store: AppStore;
  /** The session recorder, when QA tools are switched on in this browser. */
  qaRecorder?: SessionRecorder;
}

/** The whole product; index.tsx renders it once saved preferences are back in the store (no colour or language flash). */
export function App({ store, qaRecorder }: AppProps) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {qaRecorder && (
        <Suspense fallback={null}>
          <QaTools recorder={qaRecorder} />
        </Suspense>
      )}
    </AppProviders>
  );
}
