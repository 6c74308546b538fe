import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  persistor: Persistor;
}

export function App({ store, persistor }: AppProps) {
  return (
    <AppProviders store={store}>
      {/* Saved preferences come back from localStorage before the first paint: no colour or language flash. */}
      <PersistGate persistor={persistor} loading={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </AppProviders>
  );
}
