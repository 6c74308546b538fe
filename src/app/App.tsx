import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/** The whole product; index.tsx renders it once saved preferences are back in the store (no colour or language flash). */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
