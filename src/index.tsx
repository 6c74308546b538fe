import createCache from '@emotion/cache';
import { whenApiLoaded } from './api/apiRegistry';
import { readCspNonce } from './app/cspNonce';
import { readPrerenderedStyles, takePrerenderedStyles } from './theme/prerenderedStyles';
import { registerServiceWorkerWhenIdle } from './lib/serviceWorker/registerServiceWorker';
import { yieldToMain } from './lib/yieldToMain';

declare global {
  interface Window {
    /** Read by goober, the style engine of notistack, for its <style> tag. */
    __nonce__?: string;
  }
}

const nonce = readCspNonce(document);
// MUI's styles (Emotion) and the toasts' styles (goober) carry the nonce the CSP allows. The rules of the build's
// prerendered sheet are taken as inserted (src/theme/prerenderedStyles.ts).
const prerendered = readPrerenderedStyles(document);
const emotionCache = createCache({ key: 'campo', nonce, ...prerendered.placement });
takePrerenderedStyles(emotionCache, prerendered.names);
if (nonce) window.__nonce__ = nonce;

/**
 * Evaluating the entry's modules (and the browser compiling each on first use) was one task of 125-145 ms on a
 * slow phone (Lighthouse's 4x CPU), the longest of a page load. The modules are part of this chunk ("eager":
 * no request) and are evaluated in parts, each in a task of its own: the store's and the texts' modules, the store,
 * React DOM, MUI's theming, the app.
 */
/**
 * What it buys (docs/PERFORMANCE.md, `startInParts`): no long task at start-up on Lighthouse's slow phone (TBT), and an
 * earlier LCP. The bench's build without it (CAMPO_SPEEDUPS_OFF=startInParts) runs the parts in one task.
 */
const nextPart = process.env.CAMPO_START_IN_PARTS === 'off' ? () => Promise.resolve() : yieldToMain;

async function start(): Promise<void> {
  // Each `const { … } = await import(…)` on its own: webpack keeps only the exports named (a namespace object, or
  // several imports awaited together, would keep every export of a module).
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  const { i18nReady } = await import(/* webpackMode: "eager" */ './i18n');
  const { persistStore } = await import(/* webpackMode: "eager" */ 'redux-persist');
  const { qaToolsOn } = await import(/* webpackMode: "eager" */ './lib/qa/devtoolsSwitch');
  const { createSessionRecorder } = await import(/* webpackMode: "eager" */ './lib/qa/sessionRecorder');

  await nextPart();
  // The actions since the page loaded (the last 2,000) are kept for Report a problem and, with QA tools switched on
  // (`?devtools=on`), for an export.
  const qaTools = qaToolsOn();
  const devTools =
    qaTools || process.env.NODE_ENV !== 'production'
      ? (await import(/* webpackChunkName: "qa-devtools" */ './lib/qa/devtoolsOptions')).devToolsOptions()
      : false;
  const recorder = createSessionRecorder();
  const store = makeStore(undefined, { recorder: recorder.middleware, devTools });
  // Queries that ask for it (the cart) refetch when the window regains focus or the network comes back; the
  // listeners come with the API slice, which loads with the first screen that calls the API.
  whenApiLoaded(({ setupListeners }) => setupListeners(store.dispatch));
  const rehydrated = new Promise<void>((resolve) => persistStore(store, null, resolve));

  await nextPart();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);

  await nextPart();
  // MUI's theming (createTheme and what it builds on), which the app's first render needs.
  await import(/* webpackMode: "eager" */ './theme/createAppTheme');

  await nextPart();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  const { CacheProvider } = await import(/* webpackMode: "eager" */ '@emotion/react');
  const { startTransition, StrictMode } = await import(/* webpackMode: "eager" */ 'react');

  // The first render waits for saved preferences (no colour or language flash) and the common texts of the
  // language on screen, and runs as a transition, so React renders it in slices of a few milliseconds instead of
  // one long task on a slow phone. (A gate component that switched to the app on rehydration would re-render the
  // whole tree synchronously in one task.)
  await Promise.all([rehydrated, i18nReady]);
  startTransition(() => {
    root.render(
      <StrictMode>
        <CacheProvider value={emotionCache}>
          <App store={store} recorder={recorder} qaTools={qaTools} />
        </CacheProvider>
      </StrictMode>,
    );
  });
}

/** The service worker (offline tickets, docs/PRODUCT.md#offline-tickets), off the critical path: after load, when idle. */
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  registerServiceWorkerWhenIdle(navigator.serviceWorker, {
    onUpdateReady: (apply) => void import('./app/offerUpdate').then(({ offerUpdate }) => offerUpdate(apply)),
    reload: () => location.reload(),
  });
}

void start();
