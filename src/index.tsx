import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { whenApiLoaded } from './api/apiRegistry';
import { App } from './app/App';
import { readCspNonce } from './app/cspNonce';
import { makeStore } from './app/store';
import { i18nReady } from './i18n';

declare global {
  interface Window {
    /** Read by goober, the style engine of notistack, for its <style> tag. */
    __nonce__?: string;
  }
}

const nonce = readCspNonce(document);
// MUI's styles (Emotion) and the toasts' styles (goober) carry the nonce the CSP allows.
const emotionCache = createCache({ key: 'campo', nonce, prepend: true });
if (nonce) window.__nonce__ = nonce;

const store = makeStore();
// Queries that ask for it (the cart) refetch when the window regains focus or the network comes back; the
// listeners come with the API slice, which loads with the first screen that calls the API.
whenApiLoaded(({ setupListeners }) => setupListeners(store.dispatch));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The first render waits for saved preferences (no colour or language flash) and the common texts of the language
// on screen, and runs as a transition, so React renders it in slices of a few milliseconds instead of one long task
// on a slow phone. (A gate component that switched to the app on rehydration would re-render the whole tree
// synchronously in one task.)
const rehydrated = new Promise<void>((resolve) => persistStore(store, null, resolve));
void Promise.all([rehydrated, i18nReady]).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <CacheProvider value={emotionCache}>
          <App store={store} />
        </CacheProvider>
      </StrictMode>,
    );
  });
});
